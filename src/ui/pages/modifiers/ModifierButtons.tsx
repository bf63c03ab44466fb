import { useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowCircleDownRegular, ArrowCircleUpRegular } from '@fluentui/react-icons';
import type { Modifier } from '../../../application/roster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
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
  const [open, setOpen] = useState(false);
  // Kept after the dialog closes, so its closing frames still name what was asked.
  const [asking, setAsking] = useState<Modifier>('boost');
  const press = (modifier: Modifier) => {
    if (count >= CONFIRM_FROM) {
      setAsking(modifier);
      setOpen(true);
    } else onApply(modifier);
  };
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
      <ConfirmDialog
        open={open}
        title={`${MODIFIERS[asking].label} ${wrestlers(count)}?`}
        confirmLabel={`${MODIFIERS[asking].label} ${wrestlers(count)}`}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onApply(asking);
        }}
      >
        <Text as="p">
          {MODIFIERS[asking].effect} This changes {wrestlers(count)} at once and cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}
