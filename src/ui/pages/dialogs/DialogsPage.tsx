import { Navigate, useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { Conversation } from './Conversation';
import { INBOX_PATH, type InboxState } from './dialog-text';
import { Inbox } from './Inbox';

/** The part of the path after `/dialog/`: `inbox`, a conversation's key, or nothing. */
const subPath = (pathname: string): string => decodeURIComponent(pathname.replace(/^\/dialog\/?/, '').replace(/\/+$/, ''));

/** `/dialog/*`: the inbox of backstage conversations (`/dialog/inbox`) and one conversation (`/dialog/:key`). */
export function DialogsPage() {
  const location = useLocation();
  const rest = subPath(location.pathname);
  if (rest === '') return <Navigate to={INBOX_PATH} replace />;
  const state = (location.state ?? {}) as InboxState;
  return (
    <Page title="Dialogs">
      <PageSections>
        {rest === 'inbox' ? <Inbox outcome={state.outcome} /> : <Conversation key={rest} dialogKey={rest} />}
      </PageSections>
    </Page>
  );
}
