import { useEffect, useState } from 'react';
import type { BlogPage } from '../../../application/blog';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type BlogState = { status: 'loading' } | { status: 'ready'; page: BlogPage } | { status: 'failed'; error: string };

/** One page of recaps, read again whenever the page changes. */
export function useBlog(page: number): BlogState {
  const { blog, logger } = useServices();
  const [state, setState] = useState<BlogState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    // Inside an async function, so even a synchronous failure (no service) becomes the error shown.
    (async () => blog.recaps(page))().then(
      (next) => live && setState({ status: 'ready', page: next }),
      (cause: unknown) => {
        logger.error('Could not read the blog', cause);
        if (live) setState({ status: 'failed', error: messageOf(cause) });
      },
    );
    return () => {
      live = false;
    };
  }, [blog, logger, page]);
  return state;
}
