import { useId, type ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** A titled set of controls: a fieldset, so each control keeps its own name (a Field would rename them). */
export function FormGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <fieldset className={styles.root} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {hint && (
        <Text id={hintId} size={200} className={styles.hint}>
          {hint}
        </Text>
      )}
    </fieldset>
  );
}
