import type { Ref } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { palette } from '../theme/palette';
import { useServices } from '../services-context';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: palette.primary,
    color: '#fff',
  },
  menu: { color: '#fff' },
  logo: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: '#fff',
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.05em',
    ':focus-visible': { outline: `2px solid #fff`, outlineOffset: '2px' },
  },
  image: { width: '28px', height: '28px' },
});

interface TopBarProps {
  onOpenMenu: () => void;
  /** The pointer or keyboard focus reached Menu: a good moment to fetch the sidebar. */
  onMenuIntent?: () => void;
  /** The shell returns keyboard focus here when the sidebar closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
}

export function TopBar({ onOpenMenu, onMenuIntent, menuButtonRef }: TopBarProps) {
  const styles = useStyles();
  const { analytics } = useServices();
  return (
    <header className={styles.root}>
      <DeferredTooltip content="Menu">
        <Button
          ref={menuButtonRef}
          aria-label="Menu"
          className={styles.menu}
          appearance="transparent"
          icon={<NavigationRegular />}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
          onTouchStart={onMenuIntent}
          onClick={() => {
            analytics.track('Topbar', 'menu');
            onOpenMenu();
          }}
        />
      </DeferredTooltip>
      <Link className={styles.logo} to="/office" onClick={() => analytics.track('Topbar', 'logo')}>
        <img className={styles.image} src="./favicon.svg" alt="" />
        Kayfabe
      </Link>
    </header>
  );
}
