import { useId, type ReactNode } from 'react';
import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** A card that is a named region (its h2), so screen readers and tests can find it. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
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
