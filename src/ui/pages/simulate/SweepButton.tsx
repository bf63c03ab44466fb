import { useId, type ReactElement } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, maxWidth: '320px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface SweepButtonProps {
  label: string;
  hint: string;
  icon: ReactElement;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** A sweep's button with what it does written under it (and read as its description). */
export function SweepButton({ label, hint, icon, primary, disabled, onClick }: SweepButtonProps) {
  const styles = useStyles();
  const hintId = useId();
  return (
    <div className={styles.root}>
      <Button appearance={primary ? 'primary' : 'secondary'} icon={icon} disabledFocusable={disabled} aria-describedby={hintId} onClick={onClick}>
        {label}
      </Button>
      <Text id={hintId} size={200} className={styles.hint}>
        {hint}
      </Text>
    </div>
  );
}
