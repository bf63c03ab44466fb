import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, PlayRegular, SparkleRegular } from '@fluentui/react-icons';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { ReplayShowCard } from '../report/ReplayShowCard';
import { MatchTypePicker } from './MatchTypePicker';
import { TeamCard } from './TeamCard';
import { useMatchBuilder } from './use-match-builder';

const useStyles = makeStyles({
  controls: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  teams: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  problem: { color: tokens.colorNeutralForeground3 },
});

/** `/simulate-match/create`: build an exhibition between any teams, then simulate it. */
export function MatchSimulationPage() {
  const styles = useStyles();
  const match = useMatchBuilder();
  const { draft, candidates } = match;
  const teamOf = (id: number) => {
    const index = draft.teams.findIndex((team) => team.includes(id));
    return index >= 0 ? index + 1 : null;
  };
  return (
    <Page title="Match simulation">
      <PageSections>
      <Text as="p">
        Put any wrestlers in the ring and see who wins, how the match rates and why. It is an exhibition: no record
        changes unless you apply the results afterwards.
      </Text>
      {match.error && <Text role="alert">Something went wrong: {match.error}</Text>}
      {!candidates && !match.error && <Spinner label="Loading the roster" />}
      {candidates && (
        <>
          <div className={styles.controls}>
            <MatchTypePicker type={draft.type} onChange={match.setType} />
            <Button icon={<SparkleRegular />} disabled={match.busy} onClick={() => void match.pickForMe()}>
              Pick for me
            </Button>
          </div>
          <div className={styles.teams}>
            {draft.teams.map((ids, index) => (
              <TeamCard
                key={index}
                number={index + 1}
                wrestlerIds={ids}
                candidates={candidates}
                byId={match.byId}
                teamOf={teamOf}
                onAdd={(id) => match.add(index, id)}
                onRemove={(id) => match.remove(index, id)}
                onRemoveTeam={() => match.removeTeam(index)}
              />
            ))}
          </div>
          {match.notice && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{match.notice}</MessageBarBody>
            </MessageBar>
          )}
          <div className={styles.actions}>
            <Button icon={<AddRegular />} onClick={match.addTeam}>
              Add team
            </Button>
            <Button
              appearance="primary"
              icon={<PlayRegular />}
              disabled={match.busy || match.problem !== null}
              onClick={() => void match.simulate()}
            >
              Simulate match
            </Button>
            <Text role="status" className={styles.problem}>
              {match.problem ?? 'Ready to simulate.'}
            </Text>
          </div>
        </>
      )}
      <ReplayShowCard />
      </PageSections>
    </Page>
  );
}
