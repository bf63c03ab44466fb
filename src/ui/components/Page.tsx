import { useEffect, useId, type ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { firstScreenShown } from './first-screen';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
});

/** Every screen's frame: its title is the one h1 and the document title (DESIGN §2). */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(firstScreenShown, []);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {/* tabIndex -1: a new screen's focus lands here (shell/use-route-focus.ts), never a Tab stop. */}
      <Title1 as="h1" id={headingId} tabIndex={-1}>
        {title}
      </Title1>
      {children}
    </section>
  );
}
