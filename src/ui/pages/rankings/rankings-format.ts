const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Stats as the ranking compares them: to the hundredth, grouped (`1,234.5`). */
export const formatFigure = (value: number): string => figure.format(value);

/** A win percentage to one decimal (`66.7%`); a dash before a first bout. */
export const formatWinPct = (value: number | null): string => (value === null ? '—' : `${percent.format(value)}%`);
