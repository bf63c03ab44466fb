import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldRepair } from '../../domain/fields';
import { useReloadGame } from '../game/game-context';
import { RepairGame } from './RepairGame';

/**
 * Issue 34 item 7: a game holding values outside its rules (left by an older version) says so
 * before a week fails on them: at start (the small tables a week and a show read) and after any
 * write a rule refused (the whole game). The player repairs here, or later from Settings.
 */
const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { margin: 0 },
});

export function DamageNotice({ found, onClose }: { found: FieldRepair[]; onClose: () => void }) {
  const styles = useStyles();
  const reloadGame = useReloadGame();
  const count = found.length;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby="damage-notice-text">
        <DialogBody>
          <DialogTitle>This game holds {count === 1 ? 'a value' : `${count} values`} outside its rules</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p" id="damage-notice-text" className={styles.text}>
              An older version stored {count === 1 ? 'it' : 'them'}. A week or a show may fail on {count === 1 ? 'it' : 'them'}, and the game's backup
              would be refused. Repair puts each back within its rule, as near as the rule allows (a repaired balance gets a line in its
              brand's ledger). You can also repair later, from Settings.
            </Text>
            <RepairGame found={found} onRepaired={() => void reloadGame()} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
