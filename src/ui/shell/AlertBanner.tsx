import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { palette } from '../theme/palette';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: palette.error,
    color: '#fff',
  },
});

/** A full-width alert above the page (an outdated save, a game replaced in another tab), with its action. */
export function AlertBanner({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.root}>
      {children}
    </div>
  );
}
