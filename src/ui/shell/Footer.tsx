import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ColorModeSwitch } from './GameSwitches';

/** Fictional addresses: the product has no real community pages yet. */
export const footerLinks = [
  { label: 'Social profile', href: 'https://kayfabe.example/social' },
  { label: 'Chat community', href: 'https://kayfabe.example/chat' },
  { label: 'Code profile', href: 'https://kayfabe.example/code' },
] as const;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    marginTop: 'auto',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
});

export function Footer() {
  const styles = useStyles();
  return (
    <footer className={styles.root}>
      <nav aria-label="Community" className={styles.links}>
        {footerLinks.map((link) => (
          <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </Link>
        ))}
        <Link href="https://kayfabe.example/" target="_blank" rel="noopener noreferrer">
          Kayfabe v{__APP_VERSION__}
        </Link>
      </nav>
      <ColorModeSwitch />
    </footer>
  );
}
