export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show (SPEC §9: boundary count 2, sibling count 1): the first and last
 * `boundary` pages, the current page with `siblings` on each side, and an ellipsis for each gap.
 * A gap of a single page shows that page instead, since an ellipsis would take the same room.
 */
export function paginationRange(count: number, page: number, boundary = 2, siblings = 1): PageItem[] {
  const shown = new Set<number>();
  const add = (from: number, to: number) => {
    for (let p = Math.max(1, from); p <= Math.min(count, to); p += 1) shown.add(p);
  };
  add(1, boundary);
  add(count - boundary + 1, count);
  add(page - siblings, page + siblings);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    if (previous !== undefined && p - previous > 2) items.push(p <= page ? 'start-ellipsis' : 'end-ellipsis');
    items.push(p);
  });
  return items;
}
