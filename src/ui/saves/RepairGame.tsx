import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { quoteValue, refusalMessage, type FieldRepair } from '../../domain/fields';
import { useAnnounce } from '../components/Announcer';
import { messageOf } from '../errors/message-of';
import { useServices } from '../services-context';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

const SHOWN = 20;

/** "Wrestler 6: cost must be … (it is 1e+308); becomes 1,000,000,000,000,000." */
const shownValue = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString('en-US') : quoteValue(value));
export const repairLine = (repair: FieldRepair): string => `${refusalMessage(repair).replace(/\.$/, '')}; becomes ${shownValue(repair.repaired)}.`;

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checked'; found: FieldRepair[] }
  | { kind: 'repaired'; done: FieldRepair[] }
  | { kind: 'failed'; message: string };

/**
 * Issue 34 item 7, in Settings: a game an older version stored with values outside today's rules
 * (its own backup would be refused, a week may fail on them) is checked, each field named, and
 * repaired after the player asks: each value put back within its rule, as near as the rule allows.
 */
export function RepairGame({ onRepaired, found }: { onRepaired?: () => void; found?: FieldRepair[] }) {
  const styles = useStyles();
  const { saves } = useServices();
  const announce = useAnnounce();
  // Given what a check already found (the shell's notice), it starts there: the player only repairs.
  const [state, setState] = useState<State>(found ? { kind: 'checked', found } : { kind: 'idle' });

  const run = async (work: () => Promise<State>) => {
    setState({ kind: 'busy' });
    try {
      const next = await work();
      setState(next);
      announce(next.kind === 'checked' ? (next.found.length === 0 ? 'Every record keeps to the rules.' : `${next.found.length} values are outside the rules.`) : next.kind === 'repaired' ? `Repaired ${next.done.length} values.` : '');
    } catch (cause) {
      setState({ kind: 'failed', message: messageOf(cause) });
    }
  };
  const check = () => run(async () => ({ kind: 'checked', found: await saves.damaged() }));
  const repair = () =>
    run(async () => {
      const done = await saves.repair();
      onRepaired?.();
      return { kind: 'repaired', done };
    });

  const shown = state.kind === 'checked' ? state.found : state.kind === 'repaired' ? state.done : [];
  return (
    <div className={styles.stack}>
      {!found && (
        <Button icon={<WrenchRegular />} onClick={() => void check()} disabled={state.kind === 'busy'}>
          Check the game
        </Button>
      )}
      {state.kind === 'checked' && state.found.length === 0 && <Text role="status">Every record keeps to the rules: the backup imports as it is.</Text>}
      {state.kind === 'checked' && state.found.length > 0 && !found && (
        <Text role="note" className={styles.warning}>
          {state.found.length} {state.found.length === 1 ? 'value is' : 'values are'} outside the game's rules (left by an older version): a
          week may fail on them, and the backup would be refused.
        </Text>
      )}
      {state.kind === 'repaired' && <Text role="status">Repaired {state.done.length} {state.done.length === 1 ? 'value' : 'values'}: the game keeps to its rules again.</Text>}
      {state.kind === 'failed' && <Text role="alert">{state.message}</Text>}
      {shown.length > 0 && (
        <ul className={styles.list} aria-label={state.kind === 'repaired' ? 'Values repaired' : 'Values outside the rules'}>
          {shown.slice(0, SHOWN).map((repair) => (
            <li key={`${repair.table}-${repair.rowId}-${repair.field}`}>{repairLine(repair)}</li>
          ))}
          {shown.length > SHOWN && <li>…and {shown.length - SHOWN} more.</li>}
        </ul>
      )}
      {state.kind === 'checked' && state.found.length > 0 && (
        <Button appearance="primary" onClick={() => void repair()}>
          Repair {state.found.length} {state.found.length === 1 ? 'value' : 'values'}
        </Button>
      )}
    </div>
  );
}
