import { Suspense, useEffect, useState } from 'react';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { whenFirstScreenShown } from '../components/first-screen';
import { lazyNamed } from '../components/lazy-named';

// Fluent's Switch and Label (about 4 KB gzip) are no part of the first screen: the footer's switch
// arrives once that screen is painted, in a slot of its height so nothing moves.
const ColorModeSwitch = lazyNamed(() => import('./GameSwitches'), 'ColorModeSwitch');

function DeferredColorModeSwitch({ className }: { className: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenFirstScreenShown(() => setReady(true)), []);
  return (
    <div className={className}>
      {ready && (
        <Suspense fallback={null}>
          <ColorModeSwitch />
        </Suspense>
      )}
    </div>
  );
}

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
  // A medium Fluent Switch with its label is 36px tall.
  switchSlot: { minHeight: '36px', display: 'flex', alignItems: 'center' },
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
      <DeferredColorModeSwitch className={styles.switchSlot} />
    </footer>
  );
}
