import { useState } from 'react';

export const PAGE_SIZE = 25;

/**
 * One page of a long list. The page goes back to 1 whenever `resetKey` changes (a new sort or
 * filter), and is kept within range when the list shrinks.
 */
export function usePaged<T>(rows: readonly T[], resetKey: string, pageSize = PAGE_SIZE) {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = state.key === resetKey ? Math.min(state.page, pageCount) : 1;
  const first = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    first,
    rows: rows.slice(first, first + pageSize),
    setPage: (next: number) => setState({ key: resetKey, page: next }),
  };
}
