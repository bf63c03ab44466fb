import { formatPoints } from '../../../domain/format';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SectionCard } from '../../components/SectionCard';
import { InjuryBadge } from '../../components/InjuryBadge';
import type { QuickMatchCandidate } from '../../../application/quick-match';
import { MatchWrestlerPicker } from './WrestlerPicker';

const useStyles = makeStyles({
  // Visible overflow: the picker's list opens inside the card and must not be clipped by it.
  card: { overflow: 'visible' },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface TeamCardProps {
  number: number;
  wrestlerIds: readonly number[];
  candidates: readonly QuickMatchCandidate[];
  byId: ReadonlyMap<number, QuickMatchCandidate>;
  teamOf: (wrestlerId: number) => number | null;
  onAdd: (wrestlerId: number) => void;
  onRemove: (wrestlerId: number) => void;
  onRemoveTeam: () => void;
}

/** One side of the match: its wrestlers, a picker to add more, and a way to drop the side. */
export function TeamCard({ number, wrestlerIds, candidates, byId, teamOf, onAdd, onRemove, onRemoveTeam }: TeamCardProps) {
  const styles = useStyles();
  const team = `Team ${number}`;
  return (
    <SectionCard
      title={team}
      className={styles.card}
      action={
        <Button size="small" appearance="subtle" onClick={onRemoveTeam}>
          Remove {team}
        </Button>
      }
    >
      {wrestlerIds.length === 0 ? (
        <Text className={styles.muted}>No wrestler yet.</Text>
      ) : (
        <ul className={styles.list} aria-label={`${team} wrestlers`}>
          {wrestlerIds.map((id) => {
            const wrestler = byId.get(id);
            const name = wrestler?.name ?? `#${id}`;
            return (
              <li key={id} className={styles.row}>
                <Text>
                  {name}
                  {wrestler && <Text className={styles.muted}>{` · ${formatPoints(wrestler.points)} pts`}</Text>}
                  {wrestler && <InjuryBadge wrestler={wrestler} />}
                </Text>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={`Remove ${name} from ${team}`}
                  onClick={() => onRemove(id)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <MatchWrestlerPicker label={`Add wrestler to ${team}`} candidates={candidates} teamOf={teamOf} onPick={onAdd} />
    </SectionCard>
  );
}
