import { addDays } from '../../src/domain/dates';
import { FIGURE_DEFINITIONS, meetsTarget } from './definitions';
import type { Health } from './health';
import { PAGE_STYLE } from './page-style';
import type { SeasonSeries } from './series';
import { barChart, compact, escapeHtml, lanes, lineChart, sparse } from './svg';

const SMALL = { w: 420, h: 210 };

function figuresTable(health: Health): string {
  const rows = FIGURE_DEFINITIONS.map((d) => {
    const value = health.figures[d.name];
    const target = 'target' in d ? d.target : '';
    const met = target ? meetsTarget(target, value) : null;
    const mark = met === null ? '' : met ? '<span class="pass">✓ </span>' : '<span class="fail">✗ </span>';
    return `<tr><td class="name">${d.name}</td><td class="value">${value === null ? 'null' : value}</td><td>${mark}${escapeHtml(target)}</td><td>${escapeHtml(d.definition)}</td></tr>`;
  });
  return `<table><thead><tr><th>Figure</th><th>Value</th><th>Target</th><th>Definition</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The self-contained report page: the figures with their definitions, then the charts (inline SVG). */
export function reportHtml(health: Health, series: SeasonSeries, startDate: string): string {
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
  const titleRows = series.titles.map((t) => ({
    name: t.name,
    note: `${t.changes} changes${t.medianDays === null ? '' : ` · ${t.medianDays} d`}`,
    spans: t.reigns.map((r) => ({ from: r.from, to: r.to, label: r.holders })),
  }));
  const monthTicks = Array.from({ length: Math.floor(series.days / 30.44) + 1 }, (_, m) => addDays(startDate, Math.round(m * 30.44)).slice(0, 7));
  const stats = series.stats.map((h) => `<div class="card"><h3>${h.stat}</h3>${barChart(`${h.stat} at the start and the end`, h.labels, [{ name: 'Start', values: h.start }, { name: 'End', values: h.end }], false, SMALL)}</div>`);

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kayfabe season report: seed ${health.seed}, ${health.years} year(s)</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>Kayfabe season report</h1>
<p class="meta">Seed ${health.seed} · ${health.rules} rules · ${health.weeks} weeks from ${startDate} (${health.years} year(s)) · ${health.productions} productions booked by the game's own booker (week sweep: create, Randomise, complete every show).</p>
<h2>World-health figures</h2>
<p class="note">null: the rule set does not model it yet, or there was nothing to measure (see each definition). The same seed and arguments give the same figures.</p>
${figuresTable(health)}
<h2>Average rating per month</h2>
<p class="note">Per calendar month, the mean of its productions' ratings (a production's rating is its matches' mean, as /ratings shows it).</p>
${barChart('Average rating per month', series.ratingByMonth.map((m) => m.month), [{ name: 'Rating', values: series.ratingByMonth.map((m) => m.rating) }], false)}
<h2>Viewers and balance per brand</h2>
<div class="cards">${brands.join('')}</div>
<h2>Title changes and reign lengths per title</h2>
<p class="note">Each bar is a reign (alternating colours); hover for the holders. Right: reigns begun during the run and their median length in days.</p>
${lanes('Reigns per title over the run', titleRows, series.days, sparse(monthTicks, 8).map(([m, label]) => [m * 30.44, label]))}
<h2>Appearances per division</h2>
<p class="note">Match appearances (managers left out) per month, men and women.</p>
${barChart('Match appearances per month and division', series.appearancesByMonth.map((m) => m.month), [{ name: 'Men', values: series.appearancesByMonth.map((m) => m.counts.MALE) }, { name: 'Women', values: series.appearancesByMonth.map((m) => m.counts.FEMALE) }], true)}
<h2>Stat distributions at the start and the end</h2>
<p class="note">Wrestlers with a competing role, by stored value (bins of ten; below 0 and above 100 apart).</p>
<div class="cards">${stats.join('')}</div>
</main></body></html>
`;
}
