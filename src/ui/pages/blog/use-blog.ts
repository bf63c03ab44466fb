import { useEffect, useState } from 'react';
import type { RecapPage } from '../../../application/blog';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/**
 * `total` is the count of completed productions, null until it is read: the page of recaps comes
 * first and the count after it (issue 19: counting costs a step of storage per production).
 */
export type BlogState =
  | { status: 'loading' }
  | { status: 'ready'; page: RecapPage; total: number | null }
  | { status: 'failed'; error: string };

/** One page of recaps, read again whenever the page changes, then the count of them all. */
export function useBlog(page: number): BlogState {
  const { blog, logger } = useServices();
  const [state, setState] = useState<BlogState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    const failed = (cause: unknown) => {
      logger.error('Could not read the blog', cause);
      if (live) setState({ status: 'failed', error: messageOf(cause) });
    };
    // Inside an async function, so even a synchronous failure (no service) becomes the error shown.
    (async () => blog.page(page))().then((next) => {
      if (!live) return;
      // The count read for the page before is kept while this page's is read (nothing played since).
      setState((current) => ({ status: 'ready', page: next, total: next.total ?? (current.status === 'ready' ? current.total : null) }));
      if (next.total !== undefined) return;
      blog.total().then((total) => live && setState((current) => (current.status === 'ready' ? { ...current, total } : current)), failed);
    }, failed);
    return () => {
      live = false;
    };
  }, [blog, logger, page]);
  return state;
}
