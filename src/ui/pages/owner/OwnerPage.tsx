import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OwnerPage as OwnerView } from '../../../application/owner';
import { Page } from '../../components/Page';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { ObjectiveList } from './ObjectiveList';
import { HallOfFame, OwnerAwards } from './OwnerAwards';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(380px, 100%), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function Objectives({ view }: { view: OwnerView }) {
  const { current } = view;
  const title = current.year !== null ? `Objectives for ${current.year}` : 'This year’s objectives';
  return (
    <SectionCard title={title}>
      {!view.rivals ? (
        <Text>The owner judges a promotion at war: choose the promotion you run (Settings) in a living game, and the owner sets you objectives each year.</Text>
      ) : current.year === null ? (
        <Text>The owner sets objectives when your first week with rivals ends.</Text>
      ) : (
        <ObjectiveList objectives={current.objectives} meanings />
      )}
    </SectionCard>
  );
}

function Verdicts({ verdicts }: { verdicts: OwnerView['verdicts'] }) {
  const styles = useStyles();
  return (
    <SectionCard title="The owner’s verdicts">
      {verdicts.length === 0 ? (
        <Text>The owner gives a verdict at the end of each year.</Text>
      ) : (
        <ul className={styles.list}>
          {verdicts.map((verdict) => (
            <li key={verdict.year}>
              <Text weight="semibold">{verdict.year}:</Text> <Text>{verdict.verdict}</Text>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** `/owner`: the owner's office (issue 18): the year's objectives, verdicts, awards and the Hall of Fame. */
export function OwnerPage() {
  const styles = useStyles();
  const { owner } = useServices();
  const { data: view, error } = useReadModel(() => owner.page(), "the owner's office", 'page');
  return (
    <Page title="Owner's office">
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!view && !error && <Spinner label="Opening the owner's office" />}
      {view && (
        <div className={styles.grid}>
          <div className={styles.column}>
            <Objectives view={view} />
            <Verdicts verdicts={view.verdicts} />
          </div>
          <div className={styles.column}>
            <OwnerAwards awards={view.awards} />
            <HallOfFame members={view.hallOfFame} />
          </div>
        </div>
      )}
    </Page>
  );
}
