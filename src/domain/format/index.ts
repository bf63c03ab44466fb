// The one set of display formatters the UI shares (SPEC §9: compact numbers, US dollars, h:m:s).
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/**
 * A number with thousands separators (12,345; 1,234.5), as `toLocaleString('en-US')` writes it, from
 * one shared formatter: `toLocaleString` builds a formatter on every call, which the living
 * completion's money lines made a measurable share of a season (issue 19).
 */
export const formatNumber = (value: number): string => grouped.format(finite(value));

/** 2100000 → `2.1M`, 13000 → `13K`, 950 → `950`. */
export const formatCompact = (value: number): string => compact.format(finite(value));

/** US dollars: whole amounts without cents (`$1,430,000`), others to the cent (`$12.50`). */
export function formatMoney(value: number): string {
  const amount = Math.round(finite(value) * 100) / 100;
  return Number.isInteger(amount) ? dollars.format(amount) : cents.format(amount);
}

/** US dollars, compact: 2500000 → `$2.5M`. */
export const formatMoneyCompact = (value: number): string => compactDollars.format(finite(value));

/** Seconds as h:mm:ss: 3725 → `1:02:05`, 300 → `0:05:00`. Negative or invalid reads as 0. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(finite(totalSeconds)));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${h}:${two(m)}:${two(s)}`;
}

/** A rating out of 5 (and beyond) shown to two decimals: 3.4 → `3.40`. */
export const formatRating = (rating: number): string => finite(rating).toFixed(2);

/** Points move in half steps: whole numbers stay whole, others show one decimal (93.5, 12). */
export const formatPoints = (points: number): string => {
  const tenths = Math.round(finite(points) * 10) / 10;
  return Number.isInteger(tenths) ? String(tenths) : tenths.toFixed(1);
};

/**
 * A wrestler's 0–100 statistic, skill or heat (stored with fractions: a loss takes 1.01): a whole
 * number (64.44999999999999 → `64`, issue 35). `decimals` keeps up to that many where a fraction
 * means something (damage heals in half steps), without trailing zeros (12.25 with 1 → `12.3`, 12 → `12`).
 */
export const formatStat = (value: number, decimals = 0): string => {
  const scale = 10 ** decimals;
  const rounded = Math.round(finite(value) * scale) / scale;
  return String(rounded === 0 ? 0 : rounded);
};
