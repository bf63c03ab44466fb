import { useId, type ReactNode } from 'react';
import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** One card of the result: a named region (h2) that screen readers and tests can find. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {title}
      </Subtitle2>
      {children}
    </Card>
  );
}
