import { useState, type ReactElement } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronDoubleLeftRegular,
  ChevronDoubleRightRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
} from '@fluentui/react-icons';
import { paginationRange } from './pagination-range';

export interface PaginationProps {
  /** Number of pages (SPEC §9 default 10). Nothing renders for one page or fewer. */
  count?: number;
  /** The current page, 1-based; leave it out to let the component keep its own (starting at 1). */
  page?: number;
  onChange?: (page: number) => void;
}

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyle: 'none', margin: 0, padding: 0 },
  ellipsis: { padding: `0 ${tokens.spacingHorizontalS}` },
});

/** SPEC §9 pagination: boundary count 2, sibling count 1, large, rounded, outlined. */
export function Pagination({ count = 10, page, onChange }: PaginationProps) {
  const styles = useStyles();
  const [ownPage, setOwnPage] = useState(1);
  if (count <= 1) return null;
  const current = Math.min(Math.max(page ?? ownPage, 1), count);

  const go = (target: number) => {
    if (target === current) return;
    setOwnPage(target);
    onChange?.(target);
  };
  const step = (label: string, target: number, icon: ReactElement, disabled: boolean) => (
    <li>
      <Button size="large" shape="rounded" appearance="outline" aria-label={label} icon={icon} disabled={disabled} onClick={() => go(target)} />
    </li>
  );

  return (
    <nav aria-label="pagination navigation">
      <ul className={styles.list}>
        {step('Go to first page', 1, <ChevronDoubleLeftRegular />, current === 1)}
        {step('Go to previous page', current - 1, <ChevronLeftRegular />, current === 1)}
        {paginationRange(count, current).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                size="large"
                shape="rounded"
                appearance={item === current ? 'primary' : 'outline'}
                aria-label={`Go to page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
        {step('Go to next page', current + 1, <ChevronRightRegular />, current === count)}
        {step('Go to last page', count, <ChevronDoubleRightRegular />, current === count)}
      </ul>
    </nav>
  );
}
