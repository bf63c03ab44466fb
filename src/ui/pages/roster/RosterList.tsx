import { useRef } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RosterRow } from '../../../application/office';
import { InjuryBadge } from '../../components/InjuryBadge';
import { ScrollTable } from '../../components/ScrollTable';
import { RouteLink } from '../../components/RouteLink';
import { formatPoints, formatStat } from '../../../domain/format';
import { wrestlerPath } from '../../components/WrestlerLink';

const ROW_HEIGHT = 44;

const columns = '2.2fr 1.6fr 0.8fr 1fr 1fr 0.7fr 0.9fr';
const useStyles = makeStyles({
  table: { display: 'flex', flexDirection: 'column', minWidth: '760px' },
  row: {
    display: 'grid',
    gridTemplateColumns: columns,
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalM}`,
    height: `${ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  header: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground3 },
  scroller: {
    height: '60vh', overflowY: 'auto', position: 'relative',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  figure: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const pretty = (value: string): string => value.charAt(0) + value.slice(1).toLowerCase();
const HEADERS = ['Name', 'Brand', 'Gender', 'Class', 'Alignment', 'Points', 'Popularity'];

/** The roster as a table whose rows are only rendered when scrolled into view. */
export function RosterList({ rows }: { rows: RosterRow[] }) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  return (
    // On a phone the columns keep their width and scroll sideways inside the card, header included.
    <ScrollTable label="Roster table">
      <div role="table" aria-label="Roster" aria-rowcount={rows.length + 1} className={styles.table}>
        <div role="row" aria-rowindex={1} className={mergeClasses(styles.row, styles.header)}>
          {HEADERS.map((header, i) => (
            <span key={header} role="columnheader" className={i >= 5 ? styles.figure : undefined}>
              {header}
            </span>
          ))}
        </div>
        {/* The scroller takes focus itself so arrow keys can scroll it; each name is a link to the wrestler's page. */}
        <div ref={scroller} className={styles.scroller} role="rowgroup" tabIndex={0} aria-label="Roster rows, scrollable">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const w = rows[item.index];
              return (
                <div
                  key={w.id}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={styles.row}
                  style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                >
                  <span role="cell" className={styles.cell}>
                    {/* Issue 35: the name opens the wrestler's page. */}
                    <RouteLink to={wrestlerPath(w.id)}>
                      <Text weight="semibold">{w.name}</Text>
                    </RouteLink>
                    <InjuryBadge wrestler={w} />
                  </span>
                  <span role="cell" className={styles.cell}>{w.brandNames.join(', ')}</span>
                  <span role="cell">{pretty(w.gender)}</span>
                  <span role="cell">{w.staff ? pretty(w.role) : pretty(w.class)}</span>
                  <span role="cell">{pretty(w.alignment)}</span>
                  <span role="cell" className={styles.figure}>{formatPoints(w.points)}</span>
                  <span role="cell" className={styles.figure}>{formatStat(w.popularity)}</span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </ScrollTable>
  );
}
