import { Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { Exhibition } from '../../../application/quick-match';
import { formatDuration } from '../../../domain/format';
import { RatingBreakdown, RatingStars, explainRating } from '../../components/rating';
import { RecordChanges } from './RecordChanges';
import { SectionCard } from '../../components/SectionCard';
import { WinChances, teamNames } from './WinChances';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Who won, how it rated and why, the odds before the bell, and what applying would write. */
export function ExhibitionResult({ exhibition }: { exhibition: Exhibition }) {
  const styles = useStyles();
  const winner = exhibition.teams.find((team) => team.winner)!;
  return (
    <>
      <div className={styles.grid}>
        <div className={styles.column}>
          <SectionCard title="Winner">
            <Title3 as="p">
              Team {winner.groupId}: {teamNames(winner)}
            </Title3>
            <Text className={styles.muted}>
              {exhibition.kindName} · {formatDuration(exhibition.duration)} · decided by {exhibition.drawnWrestler.name}
            </Text>
          </SectionCard>
          <SectionCard title="Win chances">
            <WinChances teams={exhibition.teams} />
          </SectionCard>
        </div>
        <SectionCard title="Rating">
          <RatingStars rating={exhibition.rating} size="large" />
          <Text size={200} className={styles.muted}>
            Why it rated so, judged on the wrestlers&apos; stats as they are now:
          </Text>
          <RatingBreakdown explanation={explainRating(exhibition.breakdown)} />
        </SectionCard>
      </div>
      <SectionCard title="Proposed record changes">
        <ScrollTable label="Proposed record changes table">
          <RecordChanges changes={exhibition.changes} />
        </ScrollTable>
      </SectionCard>
    </>
  );
}
