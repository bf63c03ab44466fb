import type { ReactNode } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    borderLeft: `4px solid`,
  },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, borderLeftColor: tokens.colorPaletteGreenBorderActive },
  error: { backgroundColor: tokens.colorPaletteRedBackground1, borderLeftColor: tokens.colorPaletteRedBorderActive },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeftColor: tokens.colorPaletteYellowBorderActive },
  text: { color: tokens.colorNeutralForeground1 },
});

interface CmsMessageProps {
  intent: 'success' | 'error' | 'warning';
  /** `alert` for failures the player must read now; leave it out inside a live region. */
  role?: 'alert';
  children: ReactNode;
  action?: ReactNode;
}

/**
 * A coloured line of feedback. Fluent's MessageBar measures itself with ResizeObserver, which the
 * route test's jsdom lacks; this needs nothing but styles.
 */
export function CmsMessage({ intent, role, children, action }: CmsMessageProps) {
  const styles = useStyles();
  return (
    <div role={role} className={mergeClasses(styles.root, styles[intent])}>
      <Text className={styles.text}>{children}</Text>
      {action}
    </div>
  );
}
