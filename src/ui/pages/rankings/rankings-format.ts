const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A win percentage to one decimal (`66.7%`); a dash before a first bout. */
export const formatWinPct = (value: number | null): string => (value === null ? '—' : `${percent.format(value)}%`);
