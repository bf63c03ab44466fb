import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
});

/** A visible caption over a chip group; the group names itself for screen readers already. */
export function ChoiceField({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.field}>
      <span className={styles.label} aria-hidden>
        {label}
      </span>
      {children}
    </div>
  );
}
