import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { DeleteRumbleDialog } from './DeleteRumbleDialog';
import { deletedMessage, RUMBLES_START_PATH, type RumblesStartState } from './delete-rumble-text';
import { EliminationTable } from './EliminationTable';
import { RumbleControls } from './RumbleControls';
import { RumbleField } from './RumbleField';
import { RumbleHeader } from './RumbleHeader';
import { RumbleResult } from './RumbleResult';
import { useRumbleStyles } from './rumble-styles';
import { useRumble } from './use-rumble';

const back = <RouteLink to={RUMBLES_START_PATH}>All rumbles</RouteLink>;

/** `/rumbles/:id`: run one rumble step by step (or to the end) and read its result. */
export function RumblePage({ idText }: { idText: string }) {
  const { view, error, pending, announcement, act } = useRumble(Number(idText));
  const navigate = useNavigate();
  const styles = useRumbleStyles();

  // DESIGN §2: the route's title is the one h1; the rumble's own name heads the page below it.
  if (view === undefined) {
    return (
      <Page title="Rumbles">
        {error ? (
          <>
            <Text role="alert">Could not open the rumble: {error}</Text>
            {back}
          </>
        ) : (
          <Spinner label="Opening the rumble" />
        )}
      </Page>
    );
  }
  if (view === null) {
    return (
      <Page title="Rumbles">
        <Text as="p" role="alert">There is no rumble #{idText}. It may have been deleted, or the address is wrong.</Text>
        <Text as="p">
          <RouteLink to="/rumbles/start">Back to all rumbles</RouteLink>
        </Text>
      </Page>
    );
  }

  return (
    <Page title="Rumbles">
      <RumbleHeader view={view} />
      {error && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <RumbleControls view={view} pending={pending} announcement={announcement} onAct={(action) => void act(action)} />
      {view.rumble.complete && <RumbleResult view={view} />}
      <RumbleField view={view} />
      <EliminationTable view={view} />
      <div className={styles.row}>
        <DeleteRumbleDialog
          view={view}
          disabled={pending !== null}
          onDelete={() =>
            void act('remove').then((deleted) => {
              if (deleted) navigate(RUMBLES_START_PATH, { state: { deleted: deletedMessage(view) } satisfies RumblesStartState });
            })
          }
        />
        <Text size={200}>{back}</Text>
      </div>
    </Page>
  );
}
