import { useId, type ReactNode } from 'react';
import { Card, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

interface SectionCardProps {
  title: string;
  /** A control beside the heading (e.g. "Remove Team 2"). */
  action?: ReactNode;
  className?: string;
  /** The heading's id, when the page moves focus to it (after a delete empties a row, say). */
  headingId?: string;
  children: ReactNode;
}

/** A card that is a named region (its h2), so screen readers and tests can find it. */
export function SectionCard({ title, action, className, headingId: givenId, children }: SectionCardProps) {
  const styles = useStyles();
  const ownId = useId();
  const headingId = givenId ?? ownId;
  // tabIndex -1: focus can be moved here by script (focus.ts), never a Tab stop.
  const heading = (
    <Subtitle2 as="h2" id={headingId} tabIndex={-1}>
      {title}
    </Subtitle2>
  );
  return (
    <Card className={mergeClasses(styles.card, className)} role="region" aria-labelledby={headingId}>
      {action ? (
        <div className={styles.header}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
