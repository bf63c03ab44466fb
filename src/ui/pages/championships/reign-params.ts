/** Reigns shown per page of `/reigns`. */
export const REIGNS_PER_PAGE = 20;

/** A positive whole number from the query string, else null. */
const wholeNumber = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

/** `?championship=<id>`: the title to show, or null for every title. */
export const readChampionshipParam = (params: URLSearchParams): number | null => wholeNumber(params.get('championship'));

/** `?page=<n>`, 1 when absent or unreadable; clamped to the pages there are. */
export const readPageParam = (params: URLSearchParams, pages: number): number =>
  Math.min(Math.max(wholeNumber(params.get('page')) ?? 1, 1), Math.max(pages, 1));

export const pageCount = (rows: number): number => Math.ceil(rows / REIGNS_PER_PAGE);

/** The query string for a title and page; page 1 and "every title" are left out. */
export function reignsQuery(championshipId: number | null, page = 1): Record<string, string> {
  return {
    ...(championshipId !== null ? { championship: String(championshipId) } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}
