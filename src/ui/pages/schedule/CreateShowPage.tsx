import { useEffect, useMemo } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { Page } from '../../components/Page';
import { readCreateShowParams } from './create-show-params';
import { RouteLink } from './RouteLink';
import { useCreateShow } from './use-create-show';

/** `/create-show/:showId/:date`: makes (or finds) the production, then opens it. */
export function CreateShowPage() {
  const navigate = useNavigate();
  const { showId, date } = useParams();
  const params = useMemo(() => readCreateShowParams(showId, date), [showId, date]);
  const status = useCreateShow(params);

  useEffect(() => {
    // Replace: Back from the production goes to the schedule, not to this hand-over page.
    if (status.state === 'done') navigate(`/production/${status.production.id}`, { replace: true });
  }, [status, navigate]);

  if (status.state === 'failed') {
    return (
      <Page title="Create a show">
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>The production could not be opened</MessageBarTitle>
            {status.message}
          </MessageBarBody>
        </MessageBar>
        <RouteLink to="/schedule/shows">Back to the show schedule</RouteLink>
      </Page>
    );
  }
  const what = status.state === 'working' && status.showName ? status.showName : 'the show';
  const when = params.valid ? ` on ${formatLongDate(params.date)}` : '';
  return (
    <Page title="Create a show">
      <Spinner label={`Preparing the production of ${what}${when}…`} />
    </Page>
  );
}
