import { useId, type ReactNode } from 'react';
import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** One card of the office: a named region (h2) that screen readers and tests can find. */
export function OfficeSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          {title}
        </Subtitle2>
        {action}
      </div>
      {children}
    </Card>
  );
}
