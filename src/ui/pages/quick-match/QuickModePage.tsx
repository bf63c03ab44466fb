import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { ApplyResults } from './ApplyResults';
import { ExhibitionResult } from './ExhibitionResult';
import { useQuickMode } from './use-quick-mode';

const useStyles = makeStyles({
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const buildLink = <RouteLink to="/simulate-match/create">Build a match</RouteLink>;

/** `/quick-mode/:id`: an exhibition's result, replayed from the seed and teams in the address. */
export function QuickModePage() {
  const styles = useStyles();
  const { address, exhibition, error, stale, applyState, applyError, apply, again } = useQuickMode();
  return (
    <Page title="Quick mode">
      <PageSections>
      {!address && <Text as="p">There is no match at this address. {buildLink} to simulate one.</Text>}
      {error && <Text role="alert">This match cannot be shown: {error}</Text>}
      {address && !exhibition && !error && <Spinner label="Simulating the match" />}
      {exhibition && (
        <>
          <Status stale={stale} applied={applyState === 'applied'} error={applyError} />
          <div className={styles.actions}>
            <ApplyResults exhibition={exhibition} state={applyState} disabled={stale} onApply={() => void apply()} />
            <Button icon={<ArrowRepeatAllRegular />} onClick={() => void again()}>
              Simulate again
            </Button>
            <RouteLink to="/simulate-match/create">Build another match</RouteLink>
          </div>
          <ExhibitionResult exhibition={exhibition} />
        </>
      )}
      </PageSections>
    </Page>
  );
}

/** Says plainly whether anything in the save has changed. */
function Status({ stale, applied, error }: { stale: boolean; applied: boolean; error: string | null }) {
  if (error) return <Bar intent="error" title="Nothing was applied" text={error} />;
  if (applied) return <Bar intent="success" title="Results applied" text="The wrestlers' records now include this match." />;
  if (stale) {
    return (
      <Bar
        intent="warning"
        title="Records have changed"
        text="These wrestlers' records changed after this match was simulated (its results may have been applied). This is a replay on their current records and cannot be applied; simulate again for a new result."
      />
    );
  }
  return (
    <Bar
      intent="info"
      title="Exhibition"
      text="Nothing has changed yet: no wrestler's record includes this match until you apply the results."
    />
  );
}

function Bar({ intent, title, text }: { intent: 'info' | 'success' | 'warning' | 'error'; title: string; text: string }) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  );
}
