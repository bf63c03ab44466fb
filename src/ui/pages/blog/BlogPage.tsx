import { useLayoutEffect, useRef } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { RecapCard } from './RecapCard';
import { CareerNewsCard } from '../careers/CareerNewsCard';
import { useBlog } from './use-blog';
import { RECAPS_PER_PAGE } from '../../../application/blog';
import { formatNumber } from '../../../domain/format';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** `?page=3` → 3; anything else is the first page. */
const pageFrom = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/** `/blog`: a recap of every completed production, newest first, ten to a page. */
export function BlogPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const requested = pageFrom(params.get('page'));
  const state = useBlog(requested);
  const listRef = useRef<HTMLUListElement>(null);
  const turned = useRef(false);

  // After a page turn, bring the reader to the top of the new page's recaps. A layout effect, so the new page
  // arrives already focused (in the same commit that shows it) and nothing can act on it before the focus moves.
  const current = state.status === 'ready' ? state.page.page : null;
  useLayoutEffect(() => {
    if (!turned.current || current === null) return;
    turned.current = false;
    listRef.current?.focus();
  }, [current]);

  const pages = state.status === 'ready' && state.total !== null ? Math.max(state.page.page, Math.ceil(state.total / RECAPS_PER_PAGE)) : null;

  const turnTo = (page: number) => {
    turned.current = true;
    setParams(page === 1 ? {} : { page: String(page) });
  };

  return (
    <Page title="Blog">
      {state.status === 'failed' && <Text role="alert">Could not read the blog: {state.error}</Text>}
      {state.status === 'loading' && <Spinner label="Reading the recaps" />}
      {/* Issue 36: careers news (retirements, debuts, vacant titles) heads the blog's first page. */}
      {state.status === 'ready' && state.page.page === 1 && <CareerNewsCard limit={10} />}
      {state.status === 'ready' && state.page.recaps.length === 0 && (
        <Text as="p">
          No show has been simulated yet. Book and simulate a production, and its recap appears here.{' '}
          <RouteLink to="/schedule/shows">Open the show schedule</RouteLink>
        </Text>
      )}
      {state.status === 'ready' && state.page.recaps.length > 0 && (
        <>
          <Text as="p" className={styles.muted}>
            {state.total === null ? 'Newest first.' : `${state.total === 1 ? '1 completed production' : `${formatNumber(state.total)} completed productions`}, newest first.`}
          </Text>
          <ul className={styles.list} aria-label={`Recaps, page ${state.page.page}${pages === null ? '' : ` of ${pages}`}`} ref={listRef} tabIndex={-1}>
            {state.page.recaps.map((recap) => (
              <li key={recap.productionId}>
                <RecapCard recap={recap} />
              </li>
            ))}
          </ul>
          {/* Until the count is in, the pager knows this page and whether an older one exists. */}
          <Pagination count={pages ?? state.page.page + (state.page.older ? 1 : 0)} page={state.page.page} onChange={turnTo} />
        </>
      )}
    </Page>
  );
}
