import { useEffect, useId, type ReactNode } from 'react';
import { Caption1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { firstScreenShown } from './first-screen';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  breadcrumb: { color: tokens.colorNeutralForeground3 },
});

/**
 * Every screen's frame: its title is the one h1 and the document title (DESIGN §2). `breadcrumb`, when
 * given, is where the screen sits (a few links) shown small above the title, in a navigation landmark.
 */
export function Page({ title, breadcrumb, children }: { title: string; breadcrumb?: ReactNode; children?: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(firstScreenShown, []);
  const heading = (
    // tabIndex -1: a new screen's focus lands here (shell/use-route-focus.ts), never a Tab stop.
    <Title1 as="h1" id={headingId} tabIndex={-1}>
      {title}
    </Title1>
  );
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {breadcrumb ? (
        <div className={styles.heading}>
          <nav aria-label="Breadcrumb">
            <Caption1 className={styles.breadcrumb}>{breadcrumb}</Caption1>
          </nav>
          {heading}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
