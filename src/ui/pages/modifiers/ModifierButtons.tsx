import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowCircleDownRegular, ArrowCircleUpRegular } from '@fluentui/react-icons';
import type { Modifier } from '../../../application/roster';
import { CONFIRM_FROM, MODIFIERS } from './modifier-text';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  effects: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

interface ModifierButtonsProps {
  count: number;
  busy: boolean;
  onApply: (modifier: Modifier) => void;
}

const wrestlers = (n: number) => `${n} ${n === 1 ? 'wrestler' : 'wrestlers'}`;

/** Boost and Penalty for the chosen wrestlers; many at once asks first. */
export function ModifierButtons({ count, busy, onApply }: ModifierButtonsProps) {
  const styles = useStyles();
  const [asking, setAsking] = useState<Modifier | null>(null);
  const press = (modifier: Modifier) => (count >= CONFIRM_FROM ? setAsking(modifier) : onApply(modifier));
  const disabled = busy || count === 0;
  return (
    <>
      <ul className={styles.effects}>
        <li>Boost (a win&apos;s effect): {MODIFIERS.boost.effect}</li>
        <li>Penalty (a loss&apos;s effect): {MODIFIERS.penalty.effect}</li>
      </ul>
      <Text as="p">Statistics read from 0 to 100: one already at the limit stays there.</Text>
      <div className={styles.row}>
        <Button appearance="primary" icon={<ArrowCircleUpRegular />} disabled={disabled} onClick={() => press('boost')}>
          Boost
        </Button>
        <Button icon={<ArrowCircleDownRegular />} disabled={disabled} onClick={() => press('penalty')}>
          Penalty
        </Button>
        {count === 0 && <Text>Choose at least one wrestler first.</Text>}
      </div>
      <Dialog open={asking !== null} modalType="alert" onOpenChange={(_, data) => !data.open && setAsking(null)}>
        <DialogSurface>
          {asking && (
            <DialogBody>
              <DialogTitle>
                {MODIFIERS[asking].label} {wrestlers(count)}?
              </DialogTitle>
              <DialogContent>
                <Text as="p">
                  {MODIFIERS[asking].effect} This changes {wrestlers(count)} at once and cannot be undone.
                </Text>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setAsking(null)}>Cancel</Button>
                <Button
                  appearance="primary"
                  onClick={() => {
                    setAsking(null);
                    onApply(asking);
                  }}
                >
                  {MODIFIERS[asking].label} {wrestlers(count)}
                </Button>
              </DialogActions>
            </DialogBody>
          )}
        </DialogSurface>
      </Dialog>
    </>
  );
}
