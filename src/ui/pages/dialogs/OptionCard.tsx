import { useId } from 'react';
import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { describeEffect, type DialogOption } from '../../../application/dialogs';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: tokens.spacingVerticalS },
  effects: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** One answer: what it will do, in words, above the button that gives it. */
export function OptionCard({ option, busy, onChoose }: { option: DialogOption; busy: boolean; onChoose: () => void }) {
  const styles = useStyles();
  const effectsId = useId();
  return (
    <Card className={styles.card} role="group" aria-label={option.label}>
      <ul className={styles.effects} id={effectsId} aria-label={`What “${option.label}” does`}>
        {option.effects.length === 0 ? <li>Nothing changes.</li> : option.effects.map((e, i) => <li key={i}>{describeEffect(e)}</li>)}
        {option.confirm && <li>You will be asked to confirm.</li>}
      </ul>
      <Button appearance={option.confirm ? 'secondary' : 'primary'} disabled={busy} aria-describedby={effectsId} onClick={onChoose}>
        {option.label}
      </Button>
    </Card>
  );
}
