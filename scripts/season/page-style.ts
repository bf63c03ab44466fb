// The report page's stylesheet: one palette for light and one for dark (prefers-color-scheme).

const LIGHT = ['#2563eb', '#c2410c', '#047857', '#b91c1c', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f'];
const DARK = ['#60a5fa', '#fb923c', '#34d399', '#f87171', '#a78bfa', '#22d3ee', '#f472b6', '#a3e635'];
const vars = (colours: string[]) => colours.map((c, i) => `--s${i}:${c};`).join('');
const classes = LIGHT.map((_, i) => `.line.s${i}{stroke:var(--s${i})}.bar.s${i},.swatch.s${i}{fill:var(--s${i});background:var(--s${i})}`).join('');

export const PAGE_STYLE = `
:root{color-scheme:light dark;--bg:#ffffff;--fg:#1b1c1f;--muted:#5b5f66;--grid:#e4e6ea;--ok:#047857;--bad:#b91c1c;${vars(LIGHT)}}
@media (prefers-color-scheme:dark){:root{--bg:#141518;--fg:#e9eaed;--muted:#a3a7ae;--grid:#2c2f35;--ok:#34d399;--bad:#f87171;${vars(DARK)}}}
body{margin:0 auto;max-width:1120px;padding:24px;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,sans-serif}
h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:32px 0 8px}h3{font-size:15px;margin:12px 0 4px}
p.meta,.note{color:var(--muted)}
table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:600;padding:6px 0}th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--grid);vertical-align:top}
td.value{font-variant-numeric:tabular-nums;text-align:right;white-space:nowrap}td.name{white-space:nowrap;font-family:ui-monospace,monospace;font-size:13px}
.pass{color:var(--ok)}.fail{color:var(--bad)}
svg{width:100%;height:auto;display:block}
.grid{stroke:var(--grid);stroke-width:1}.axis{stroke:var(--muted);stroke-width:1}
.tick{fill:var(--muted);font-size:11px}
.line{fill:none;stroke-width:2}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 16px;padding:0;margin:4px 0 0 64px;font-size:13px}
.swatch{display:inline-block;width:12px;height:12px;border-radius:2px;margin-right:6px;vertical-align:-1px}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px}.cards.rows{grid-template-columns:1fr}.cards.rows .card{display:grid;grid-template-columns:minmax(300px,1fr) 2fr;gap:0 16px;align-items:start}.cards.rows .card>h3,.cards.rows .card>.note{grid-column:1/-1}.scroll{overflow-x:auto}.scroll th,.scroll td{padding:4px 6px}
.card{border:1px solid var(--grid);border-radius:8px;padding:8px 12px}
${classes}
`;
