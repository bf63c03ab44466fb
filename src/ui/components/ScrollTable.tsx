import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: {
    overflowX: 'auto',
    maxWidth: '100%',
    minWidth: 0,
    // The containing block of positioned content inside (e.g. visually hidden text), which would
    // otherwise widen the page from within.
    position: 'relative',
    // A keyboard user scrolls it with the arrow keys once focused, so the focus must show.
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/**
 * Minimum widths for a table inside a ScrollTable. Fluent's table lays its columns out in the width
 * it is given, and a figure without spaces (a seven-figure amount of money) then spills past its
 * cell and widens the page; with a minimum width the table scrolls inside its region instead.
 */
export const useScrollTableWidths = makeStyles({
  narrow: { minWidth: '480px' },
  medium: { minWidth: '640px' },
  wide: { minWidth: '760px' },
});

export interface ScrollTableProps {
  /** The region's accessible name, e.g. "Backstage table": distinct from the card around it. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * Issue 16 item 5: a table wider than a phone scrolls sideways inside its card, never the page.
 * The region is focusable and named so keyboard and screen-reader users can reach and scroll it
 * (axe's scrollable-region-focusable).
 */
export function ScrollTable({ label, className, children }: ScrollTableProps) {
  const styles = useStyles();
  return (
    <div role="region" aria-label={label} tabIndex={0} className={mergeClasses(styles.scroll, className)}>
      {children}
    </div>
  );
}
