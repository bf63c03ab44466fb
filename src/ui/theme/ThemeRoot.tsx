import { useEffect, type ReactNode } from 'react';
import { FluentProvider, makeStyles, tokens, useFocusFinders } from '@fluentui/react-components';
import { useGameLoadState } from '../game/game-context';
import { bodyBackground, darkTheme, lightTheme } from './theme';
import { customStyleHooks } from './component-styles';
import { fontFamily } from './palette';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
});

/**
 * Keeps Fluent's focus manager (Tabster) alive as long as the app runs. Otherwise it lives only while
 * some component uses it: a dialog that unmounts with its route ("Start over" on /setup) was the
 * last user, and Tabster, disposed, never took its aria-hidden back off #root.
 */
export function KeepFocusManager() {
  useFocusFinders();
  return null;
}

/** Fluent theme from the Game record's colour mode; dark until the record says otherwise. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const state = useGameLoadState();
  const dark = state.status === 'ready' ? state.game.dark : true;

  useEffect(() => {
    // Fluent styles only its own subtree; the page behind it (overscroll, margins) is ours.
    const { style } = document.body;
    style.margin = '0';
    style.backgroundColor = bodyBackground(dark);
    style.fontFamily = fontFamily;
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  return (
    // The layout class sits on an inner element: Fluent copies the provider's own className onto
    // portal mount nodes, which turned every tooltip layer into a full-height block over the page.
    <FluentProvider theme={dark ? darkTheme : lightTheme} customStyleHooks_unstable={customStyleHooks}>
      <KeepFocusManager />
      <div className={styles.root}>{children}</div>
    </FluentProvider>
  );
}
