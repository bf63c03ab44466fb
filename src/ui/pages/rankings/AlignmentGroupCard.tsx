import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ALIGNMENT_LABELS, type AlignmentGroup } from '../../../application/rankings';
import { SectionCard } from '../../components/SectionCard';
import { AlignmentRow } from './AlignmentRow';
import type { AlignmentChanger } from './use-alignment-change';

/** Rows shown per group before "Show more": a big roster stays quick to render. */
export const GROUP_STEP = 30;

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none' },
  empty: { color: tokens.colorNeutralForeground3 },
});

const EMPTY: Record<AlignmentGroup['alignment'], string> = {
  GOOD: 'No faces here. Turn a heel or a neutral wrestler face to add one.',
  BAD: 'No heels here. Turn a face or a neutral wrestler heel to add one.',
  NEUTRAL: 'Nobody is neutral here.',
};

/** One alignment's wrestlers, with a count in its heading. */
export function AlignmentGroupCard({ group, changer }: { group: AlignmentGroup; changer: AlignmentChanger }) {
  const styles = useStyles();
  const [limit, setLimit] = useState(GROUP_STEP);
  const label = ALIGNMENT_LABELS[group.alignment];
  // A wrestler who just moved here is shown even past the limit, so the focus can follow them.
  const moved = group.wrestlers.findIndex((w) => w.id === changer.focusId);
  const shown = group.wrestlers.slice(0, Math.max(limit, moved + 1));
  const left = group.wrestlers.length - shown.length;

  return (
    <SectionCard title={`${label} (${group.wrestlers.length})`}>
      {group.wrestlers.length === 0 ? (
        <Text className={styles.empty}>{EMPTY[group.alignment]}</Text>
      ) : (
        <ul className={styles.list} aria-label={`${label} wrestlers`}>
          {shown.map((entry) => (
            <AlignmentRow key={entry.id} entry={entry} group={group.alignment} changer={changer} />
          ))}
        </ul>
      )}
      {left > 0 && (
        <Button appearance="subtle" onClick={() => setLimit(shown.length + GROUP_STEP)}>
          Show {Math.min(left, GROUP_STEP)} more of {left} {label.toLowerCase()} wrestlers
        </Button>
      )}
    </SectionCard>
  );
}
