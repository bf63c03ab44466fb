import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldRepair } from '../../domain/fields';
import { repairLine } from './RepairGame';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

const SHOWN = 10;

/**
 * Issue 34 item 7: a backup an older version wrote, refused only for values outside today's
 * rules. The player is warned (which values, what each becomes) and may import it repaired.
 */
export function RepairableImport({ repairs, onRepair, onCancel }: { repairs: readonly FieldRepair[]; onRepair: () => void; onCancel: () => void }) {
  const styles = useStyles();
  const count = repairs.length;
  const values = `${count} ${count === 1 ? 'value' : 'values'}`;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>This save holds {values} outside the game's rules; your game is unchanged.</MessageBarTitle>
        An older version stored {count === 1 ? 'it' : 'them'}. The import can put each back within its rule, as near as the rule allows (a
        repaired balance gets a line in its brand's ledger):
        <ul className={styles.list} aria-label="Values the import would repair">
          {repairs.slice(0, SHOWN).map((repair) => (
            <li key={`${repair.table}-${repair.rowId}-${repair.field}`}>{repairLine(repair)}</li>
          ))}
          {count > SHOWN && <li>…and {count - SHOWN} more.</li>}
        </ul>
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onRepair}>
          Import and repair {values}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
