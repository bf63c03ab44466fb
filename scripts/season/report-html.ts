import { addDays } from '../../src/domain/dates';
import { figuresTable } from './report-figures';
import { bookingSection } from './report-booking';
import { dynastySection } from './report-dynasty';
import type { Health } from './health';
import { PAGE_STYLE } from './page-style';
import type { SeasonSeries } from './series';
import { barChart, compact, escapeHtml, lanes, lineChart, sparse } from './svg';

const SMALL = { w: 420, h: 210 };

/** One rule set's run, as the page draws it. */
export interface ReportRun {
  health: Health;
  series: SeasonSeries;
}

/** The monthly ratings of every run as one chart's series (months of the first run). */
function ratingChart(runs: readonly ReportRun[]): string {
  const months = runs[0].series.ratingByMonth.map((m) => m.month);
  const series = runs.map(({ health, series: s }) => {
    const byMonth = new Map(s.ratingByMonth.map((m) => [m.month, m.rating]));
    return { name: `${health.rules} rules`, values: months.map((m) => byMonth.get(m) ?? 0) };
  });
  return barChart('Average rating per month', months, series, false);
}

/** Each run's title reigns, one lane chart per rule set. */
function titleLanes(runs: readonly ReportRun[], startDate: string): string {
  return runs.map(({ health, series }) => {
    const rows = series.titles.map((t) => ({
      name: t.name,
      note: `${t.changes} changes${t.medianDays === null ? '' : ` · ${t.medianDays} d`}`,
      spans: t.reigns.map((r) => ({ from: r.from, to: r.to, label: r.holders })),
    }));
    const monthTicks = Array.from({ length: Math.floor(series.days / 30.44) + 1 }, (_, m) => addDays(startDate, Math.round(m * 30.44)).slice(0, 7));
    return `<h3>${escapeHtml(health.rules)} rules</h3>${lanes(`Reigns per title over the run, ${health.rules} rules`, rows, series.days, sparse(monthTicks, 8).map(([m, label]) => [m * 30.44, label]))}`;
  }).join('');
}

/** Issue 18: the rival promotions' brands' balances on one chart (nothing without rivals). */
function rivalsSection(series: SeasonSeries, ticks: [number, string][]): string {
  if (series.rivalBalances.length === 0) return '';
  return `<h2>Rival promotions' balances</h2>
<p class="note">Each rival brand's balance at the end of each week: their shows' money and the living week's wages and overheads (rivals.balanceRatio* compare the end with the start).</p>
${lineChart("Rival brands' balance per week", series.rivalBalances, ticks)}`;
}

/**
 * The self-contained report page: the figures with their definitions, then the charts (inline
 * SVG). With a comparison (issue 15) the other rule set's figures, monthly ratings and reigns sit
 * beside the chosen one's; the per-brand, division and stat charts are the chosen run's.
 */
export function reportHtml(chosen: ReportRun, startDate: string, comparison: ReportRun | null = null): string {
  const { health, series } = chosen;
  const runs = comparison ? [chosen, comparison] : [chosen];
  const weekTicks = (count: number, most = 4): [number, string][] =>
    sparse(Array.from({ length: count + 1 }, (_, w) => addDays(startDate, w * 7).slice(0, 7)), most).map(([w, label]) => [w, label]);
  const weeks = health.weeks;
  const brands = series.viewersByBrand.map((viewers, i) => {
    const balance = series.balanceByBrand[i];
    return `<div class="card"><h3>${escapeHtml(viewers.name)}</h3>
      ${lineChart(`${viewers.name}: viewers per week`, [{ name: 'Viewers per week', points: viewers.points }], weekTicks(weeks), SMALL)}
      <p class="note">Viewers per week (all its productions). Balance ${compact(balance.points[0][1])} → ${compact(balance.points.at(-1)![1])}:</p>
      ${lineChart(`${viewers.name}: balance`, [{ name: 'Balance', points: balance.points }], weekTicks(weeks), SMALL)}</div>`;
  });
  const stats = series.stats.map((h) => `<div class="card"><h3>${h.stat}</h3>${barChart(`${h.stat} at the start and the end`, h.labels, [{ name: 'Start', values: h.start }, { name: 'End', values: h.end }], false, SMALL)}</div>`);

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kayfabe season report: seed ${health.seed}, ${health.years} year(s)</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>Kayfabe season report</h1>
<p class="meta">Seed ${health.seed} · ${health.rules} rules${comparison ? ` beside the ${comparison.health.rules} rules on the same seed` : ''} · ${health.weeks} weeks from ${startDate} (${health.years} year(s)) · ${health.productions} productions booked by the game's own booker (week sweep: create, Randomise, complete every show).</p>
<h2>World-health figures</h2>
<p class="note">null: the rule set does not model it yet, or there was nothing to measure (see each definition). The same seed and arguments give the same figures.</p>
${figuresTable(runs.map((run) => run.health))}
<h2>Average rating per month</h2>
<p class="note">Per calendar month, the mean of its productions' ratings (a production's rating is its matches' mean, as /ratings shows it).</p>
${ratingChart(runs)}
<h2>Viewers and balance per brand (${health.rules} rules)</h2>
<div class="cards">${brands.join('')}</div>
${rivalsSection(series, weekTicks(weeks, 8))}
${bookingSection(series.booking, health.rules)}
${dynastySection(series.dynasty, health.rules, weekTicks(weeks, 10))}
<h2>Title changes and reign lengths per title</h2>
<p class="note">Each bar is a reign (alternating colours); hover for the holders. Right: reigns begun during the run and their median length in days.</p>
${titleLanes(runs, startDate)}
<h2>Appearances per division (${health.rules} rules)</h2>
<p class="note">Match appearances (managers left out) per month, men and women.</p>
${barChart('Match appearances per month and division', series.appearancesByMonth.map((m) => m.month), [{ name: 'Men', values: series.appearancesByMonth.map((m) => m.counts.MALE) }, { name: 'Women', values: series.appearancesByMonth.map((m) => m.counts.FEMALE) }], true)}
<h2>Stat distributions at the start and the end (${health.rules} rules)</h2>
<p class="note">Wrestlers with a competing role, by stored value (bins of ten; below 0 and above 100 apart).</p>
<div class="cards">${stats.join('')}</div>
</main></body></html>
`;
}
