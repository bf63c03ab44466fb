// Chart primitives of the season report: inline SVG strings, coloured by CSS classes (s0…s7) so
// the page's light and dark palettes apply. No script, no external file.

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const W = 760;
const H = 260;
/** A chart's drawing size in SVG units (the page scales it to its column). */
export interface Size {
  w: number;
  h: number;
}
const FULL: Size = { w: W, h: H };
const M = { left: 64, right: 16, top: 14, bottom: 40 };
const PALETTE = 8;

/** Short numbers for axes: 1.2M, 35k, 0.25. */
export function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${+(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${+(value / 1e6).toFixed(1)}M`;
  if (abs >= 1e4) return `${+(value / 1e3).toFixed(0)}k`;
  return `${+value.toFixed(2)}`;
}

/** About `count` round ticks covering min..max. */
export function ticks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const step = [1, 2, 5, 10].map((f) => f * 10 ** Math.floor(Math.log10(raw))).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let t = Math.ceil(min / step) * step; t <= max + step * 1e-9; t += step) out.push(+t.toPrecision(12));
  return out;
}

interface Frame {
  x: (v: number) => number;
  y: (v: number) => number;
  axes: string;
}

/** Scales and axes (horizontal grid lines with labels; x labels at the given positions). */
function frame(size: Size, xMin: number, xMax: number, yMin: number, yMax: number, xTicks: [number, string][]): Frame {
  const span = (a: number, b: number) => (b > a ? b - a : 1);
  const bottom = size.h - M.bottom;
  const x = (v: number) => M.left + ((v - xMin) / span(xMin, xMax)) * (size.w - M.left - M.right);
  const y = (v: number) => bottom - ((v - yMin) / span(yMin, yMax)) * (size.h - M.top - M.bottom);
  const grid = ticks(yMin, yMax).map((t) => `<line class="grid" x1="${M.left}" x2="${size.w - M.right}" y1="${y(t)}" y2="${y(t)}"/><text class="tick" x="${M.left - 6}" y="${y(t) + 4}" text-anchor="end">${compact(t)}</text>`);
  const xs = xTicks.map(([v, label]) => `<text class="tick" x="${x(v)}" y="${bottom + 16}" text-anchor="middle">${escapeHtml(label)}</text>`);
  return { x, y, axes: [...grid, ...xs, `<line class="axis" x1="${M.left}" x2="${size.w - M.right}" y1="${bottom}" y2="${bottom}"/>`].join('') };
}

const svg = (label: string, body: string, size: Size = FULL) =>
  `<svg viewBox="0 0 ${size.w} ${size.h}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`;

export const legend = (names: readonly string[]): string =>
  `<ul class="legend">${names.map((n, i) => `<li><span class="swatch s${i % PALETTE}"></span>${escapeHtml(n)}</li>`).join('')}</ul>`;

/** Every n-th label of a list, so at most about `most` are drawn. */
export const sparse = <T>(items: readonly T[], most = 12): [number, T][] =>
  items.flatMap((item, i) => (i % Math.max(1, Math.ceil(items.length / most)) === 0 ? [[i, item] as [number, T]] : []));

export function lineChart(label: string, series: readonly { name: string; points: [number, number][] }[], xTicks: [number, string][], size: Size = FULL): string {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return '<p>No data.</p>';
  const ys = all.map(([, v]) => v);
  const f = frame(size, Math.min(...all.map(([v]) => v)), Math.max(...all.map(([v]) => v)), Math.min(0, ...ys), Math.max(...ys), xTicks);
  const lines = series.map((s, i) => {
    const d = s.points.map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${f.x(x).toFixed(1)},${f.y(y).toFixed(1)}`).join('');
    return `<path class="line s${i % PALETTE}" d="${d}"><title>${escapeHtml(s.name)}</title></path>`;
  });
  return svg(label, f.axes + lines.join(''), size) + (series.length > 1 ? legend(series.map((s) => s.name)) : '');
}

/** Bars per category: side by side (grouped) or one on another (stacked). */
export function barChart(label: string, categories: readonly string[], groups: readonly { name: string; values: number[] }[], stacked: boolean, size: Size = FULL): string {
  if (categories.length === 0) return '<p>No data.</p>';
  const totals = categories.map((_, i) => (stacked ? groups.reduce((s, g) => s + g.values[i], 0) : Math.max(...groups.map((g) => g.values[i]))));
  const ys = groups.flatMap((g) => g.values);
  const f = frame(size, 0, categories.length, Math.min(0, ...ys), Math.max(...totals, 0), sparse(categories).map(([i, c]) => [i + 0.5, c]));
  const slot = (f.x(1) - f.x(0)) * 0.8;
  const bars = categories.flatMap((category, i) => {
    let base = 0;
    return groups.map((g, k) => {
      const v = g.values[i];
      const width = stacked ? slot : slot / groups.length;
      const left = f.x(i) + (f.x(1) - f.x(0)) * 0.1 + (stacked ? 0 : k * width);
      const [lo, hi] = stacked ? [base, (base += v)] : [Math.min(0, v), Math.max(0, v)];
      return `<rect class="bar s${k % PALETTE}" x="${left.toFixed(1)}" width="${width.toFixed(1)}" y="${f.y(hi).toFixed(1)}" height="${Math.max(0, f.y(lo) - f.y(hi)).toFixed(1)}"><title>${escapeHtml(`${category} · ${g.name}: ${compact(v)}`)}</title></rect>`;
    });
  });
  return svg(label, f.axes + bars.join(''), size) + (groups.length > 1 ? legend(groups.map((g) => g.name)) : '');
}

/** One lane per row, with spans from..to on a shared axis (title reigns). */
export function lanes(label: string, rows: readonly { name: string; note: string; spans: { from: number; to: number; label: string }[] }[], length: number, xTicks: [number, string][]): string {
  const rowH = 16;
  const left = 240;
  const height = rows.length * rowH + 30;
  const x = (v: number) => left + (Math.min(Math.max(v, 0), length) / Math.max(1, length)) * (W - left - 150);
  const body = rows.map((row, r) => {
    const top = r * rowH + 4;
    const spans = row.spans.map((s, k) => `<rect class="bar s${k % 2}" x="${x(s.from).toFixed(1)}" y="${top}" width="${Math.max(1, x(s.to) - x(s.from)).toFixed(1)}" height="${rowH - 4}"><title>${escapeHtml(`${row.name}: ${s.label}, days ${s.from}–${s.to}`)}</title></rect>`);
    return `<text class="tick" x="${left - 6}" y="${top + 10}" text-anchor="end">${escapeHtml(row.name.length > 38 ? `${row.name.slice(0, 37)}…` : row.name)}</text>${spans.join('')}<text class="tick" x="${W - 144}" y="${top + 10}">${escapeHtml(row.note)}</text>`;
  });
  const axis = xTicks.map(([v, t]) => `<text class="tick" x="${x(v)}" y="${height - 8}" text-anchor="middle">${escapeHtml(t)}</text>`);
  return svg(label, body.join('') + axis.join(''), { w: W, h: height });
}
