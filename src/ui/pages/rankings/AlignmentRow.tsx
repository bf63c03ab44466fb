import { useEffect, useRef } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RankingEntry } from '../../../application/rankings';
import type { Alignment } from '../../../domain/entities/enums';
import type { AlignmentChanger } from './use-alignment-change';
import { WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  row: {
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

interface Action {
  to: Alignment;
  text: string;
  name: (wrestler: string) => string;
}

// The accessible name starts with the visible text, so a voice user saying "Turn heel" reaches it.
const TURN_FACE: Action = { to: 'GOOD', text: 'Turn face', name: (n) => `Turn face: ${n}` };
const TURN_HEEL: Action = { to: 'BAD', text: 'Turn heel', name: (n) => `Turn heel: ${n}` };
const NEUTRAL: Action = { to: 'NEUTRAL', text: 'Make neutral', name: (n) => `Make neutral: ${n}` };

// Faces turn heel and heels turn face; either can step back to neutral, and a neutral can pick a side.
const ACTIONS: Record<Alignment, Action[]> = { GOOD: [TURN_HEEL, NEUTRAL], BAD: [TURN_FACE, NEUTRAL], NEUTRAL: [TURN_FACE, TURN_HEEL] };

/** One wrestler with the turns open to them. */
export function AlignmentRow({ entry, group, changer }: { entry: RankingEntry; group: Alignment; changer: AlignmentChanger }) {
  const styles = useStyles();
  const first = useRef<HTMLButtonElement>(null);
  const { focusId, focused } = changer;
  useEffect(() => {
    if (focusId !== entry.id) return;
    first.current?.focus();
    focused();
  }, [focusId, entry.id, focused]);

  const busy = changer.pendingId !== null;
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <Text weight="semibold"><WrestlerLink id={entry.id} name={entry.name} /></Text>
        <Text size={200} className={styles.muted}>{entry.brandNames.join(', ') || 'No brand'}</Text>
      </div>
      <div className={styles.actions}>
        {ACTIONS[group].map((action, i) => (
          <Button
            key={action.to}
            ref={i === 0 ? first : undefined}
            size="small"
            aria-label={action.name(entry.name)}
            // Focusable while saving, so a keyboard user's place survives the wait.
            disabledFocusable={busy}
            onClick={() => void changer.change(entry, action.to)}
          >
            {action.text}
          </Button>
        ))}
      </div>
    </li>
  );
}
