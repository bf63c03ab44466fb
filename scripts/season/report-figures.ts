import { FIGURE_DEFINITIONS, meetsTarget, targetFor } from './definitions';
import type { Health } from './health';
import { escapeHtml } from './svg';

// The report's figures table: one value column per rule set run on the seed (issue 15: side by
// side), each marked against the targets that rule set is held to.

function cells(health: Health, name: (typeof FIGURE_DEFINITIONS)[number]): string {
  const value = health.figures[name.name];
  const target = targetFor(name, health.rules);
  const met = target ? meetsTarget(target, value) : null;
  const mark = met === null ? '' : met ? '<span class="pass">✓ </span>' : '<span class="fail">✗ </span>';
  return `<td class="value">${value === null ? 'null' : value}</td><td class="target">${mark}${escapeHtml(target)}</td>`;
}

/** Every figure with its definition, and a value and target column per run (the chosen rules first). */
export function figuresTable(runs: readonly Health[]): string {
  const heads = runs.map((h) => `<th class="value">${escapeHtml(h.rules)}</th><th>Target (${escapeHtml(h.rules)})</th>`).join('');
  const rows = FIGURE_DEFINITIONS.map(
    (d) => `<tr><td class="name">${d.name}</td>${runs.map((h) => cells(h, d)).join('')}<td>${escapeHtml(d.definition)}</td></tr>`,
  );
  return `<table><thead><tr><th>Figure</th>${heads}<th>Definition</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
