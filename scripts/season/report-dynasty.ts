import type { DynastySeries, PromotionRow } from './series-dynasty';
import { barChart, escapeHtml, lineChart } from './svg';

// Issue 36: the report's dynasty section: per year and per promotion, how the world renews itself.

const HALF = { w: 460, h: 230 };

/** Bars need numbers: a promotion without anybody that year draws nothing. */
const bars = (rows: readonly PromotionRow[]) => rows.map((r) => ({ name: r.name, values: r.values.map((v) => (Number.isFinite(v) ? v : 0)) }));

/** The numbers behind a chart: one row per promotion, one column per year, and the year's total. */
function numbers(caption: string, columns: readonly string[], rows: readonly PromotionRow[], format: (v: number) => string, total: boolean): string {
  const head = columns.map((c) => `<th class="value">${escapeHtml(c)}</th>`).join('');
  const body = rows.map((r) => `<tr><td>${escapeHtml(r.name)}</td>${r.values.map((v) => `<td class="value">${format(v)}</td>`).join('')}</tr>`);
  const sums = total ? `<tr><td>All</td>${columns.map((_, i) => `<td class="value">${format(rows.reduce((s, r) => s + (r.values[i] ?? 0), 0))}</td>`).join('')}</tr>` : '';
  return `<div class="scroll"><table><caption>${escapeHtml(caption)}</caption><thead><tr><th>Promotion</th>${head}</tr></thead><tbody>${body.join('')}${sums}</tbody></table></div>`;
}

const count = (v: number) => String(v);
const age = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '–');

/** The section (nothing for hand-made series without it). */
export function dynastySection(dynasty: DynastySeries | undefined, rules: string, weekTicks: [number, string][]): string {
  if (!dynasty) return '';
  // Short column names ("Y1" … "Y10"), so ten years fit the table and the chart's axis.
  const years = dynasty.years.map((y) => y.replace(/^Year /, 'Y'));
  const ageColumns = ['Start', ...years.map((y) => `End ${y}`)];
  const card = (title: string, note: string, chart: string, table: string) =>
    `<div class="card"><h3>${escapeHtml(title)}</h3><p class="note">${note}</p><div>${chart}</div>${table}</div>`;
  return `<h2>A dynasty: careers, belts and the market per year and promotion (${escapeHtml(rules)} rules)</h2>
<p class="note">Issue 36's dynasty figures behind the numbers: each promotion's roster and its age, who debuted and who retired, how often its titles were on the line, and who joined and left it, year by year (Y1 is the first year: 52 weeks from the start).</p>
${lineChart('Active roster per promotion per week', dynasty.rosters, weekTicks)}
<p class="note">Active roster: signed to one of the promotion's brands, active, not retired, not staff, after each week (roster.activeRatioMin/Max compare each year end with the start).</p>
<div class="cards rows">
${card('Median age', 'Median age of the active in-ring talent at the start and at each year end (roster.medianAgeDrift is the whole world\'s end minus its start).', barChart('Median age per promotion at the start and each year end', ageColumns, bars(dynasty.ages), false, HALF), numbers('Median age (years)', ageColumns, dynasty.ages, age, false))}
${card('In-ring debuts', 'Wrestlers new to the world, counted in the year and on the promotion of their first completed match (roster.debutsPerYearMin is the lowest year).', barChart('In-ring debuts per year and promotion', years, bars(dynasty.debuts), true, HALF), numbers('Debuts', years, dynasty.debuts, count, true))}
${card('Retirements', 'Wrestlers who retired during the run, by the year of their retirement day and the promotion of their last completed match (roster.retirementsPerYearMin is the lowest year).', barChart('Retirements per year and promotion', years, bars(dynasty.retirements), true, HALF), numbers('Retirements', years, dynasty.retirements, count, true))}
${card('Title matches', 'Completed matches with a title on the line, by the show\'s promotion (titles.maxDaysWithoutDefence is the longest wait of any held title).', barChart('Title matches per year and promotion', years, bars(dynasty.titleMatches), false, HALF), numbers('Title matches', years, dynasty.titleMatches, count, true))}
${card('Joined', 'Wrestlers who joined each promotion (from another or from free agency) per year (talent.movesPerYearMin counts every move).', barChart('Wrestlers who joined each promotion per year', years, bars(dynasty.joined), false, HALF), numbers('Joined', years, dynasty.joined, count, true))}
${card('Left', 'Wrestlers who left each promotion (for another or for free agency) per year.', barChart('Wrestlers who left each promotion per year', years, bars(dynasty.left), false, HALF), numbers('Left', years, dynasty.left, count, true))}
</div>`;
}
