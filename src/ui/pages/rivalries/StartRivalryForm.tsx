import { useState } from 'react';
import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RivalryBoard } from '../../../application/rivalries';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerSearch } from '../../components/WrestlerSearch';
import { InjuryBadge } from '../../components/InjuryBadge';
import { injurySuffix } from '../../components/injury-text';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '220px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Wrestler = RivalryBoard['wrestlers'][number];

function SidePicker({ label, wrestlers, chosen, onChoose }: { label: string; wrestlers: readonly Wrestler[]; chosen: Wrestler | null; onChoose: (id: number | null) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.side}>
      <Field label={label} hint={chosen ? `Chosen: ${chosen.name}` : 'Nobody chosen yet'}>
        <WrestlerSearch
          options={wrestlers}
          limit={40}
          // Issue 33: an injured wrestler says so wherever they are booked.
          describe={(w) => [w.name, w.brandNames.join(', '), w.inRivalry ? 'in a rivalry' : ''].filter(Boolean).join(' · ') + injurySuffix(w)}
          noMatch={(query) => `No signed wrestler is called “${query}”.`}
          onChoose={onChoose}
        />
      </Field>
      {chosen && <InjuryBadge wrestler={chosen} />}
      {chosen && (
        <Button size="small" appearance="subtle" onClick={() => onChoose(null)}>
          Clear {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}

/** Two wrestlers, one a side, and the button that starts their rivalry. */
export function StartRivalryForm({ board, busy, onStart }: { board: RivalryBoard; busy: boolean; onStart: (a: number, b: number) => Promise<boolean> }) {
  const styles = useStyles();
  const [a, setA] = useState<number | null>(null);
  const [b, setB] = useState<number | null>(null);
  const find = (id: number | null) => board.wrestlers.find((w) => w.id === id) ?? null;
  return (
    <SectionCard title="Start a rivalry">
      <Text as="p" className={styles.muted}>
        Pick two signed wrestlers, ideally of one brand: their segments then build heat{board.living ? '' : ' (under living rules)'} towards a payoff on a PPV.
      </Text>
      <form
        aria-label="Start a rivalry"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (a === null || b === null) return;
          void onStart(a, b).then((ok) => {
            if (ok) {
              setA(null);
              setB(null);
            }
          });
        }}
      >
        <SidePicker label="First side" wrestlers={board.wrestlers} chosen={find(a)} onChoose={setA} />
        <SidePicker label="Second side" wrestlers={board.wrestlers} chosen={find(b)} onChoose={setB} />
        <Button type="submit" appearance="primary" disabled={busy || a === null || b === null}>
          Start rivalry
        </Button>
      </form>
    </SectionCard>
  );
}
