import type { ReactNode } from 'react';
import { FluentProvider, makeStyles, tokens } from '@fluentui/react-components';
import { useGame } from '../../game/game-context';
import { customStyleHooks } from '../../theme/component-styles';
import { darkTheme, lightTheme } from '../../theme/theme';

const useStyles = makeStyles({
  root: { backgroundColor: 'transparent', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Fluent copies the nearest FluentProvider's classes onto every portal's mount node (a full-width
 * absolute layer). The app's root provider carries page-layout classes (min-height 100vh and a
 * background), so a portal left mounted (a dropdown's list while focused, a chart's tooltips)
 * paints a blank screen over the page. This inner provider, with the same theme and no layout,
 * is what those portals copy instead. Remove it once the root provider keeps layout off itself.
 */
export function PortalSafeArea({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const { game } = useGame();
  return (
    <FluentProvider theme={game.dark ? darkTheme : lightTheme} className={styles.root} customStyleHooks_unstable={customStyleHooks}>
      {children}
    </FluentProvider>
  );
}
