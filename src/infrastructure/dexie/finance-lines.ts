import { sameJson } from './played-lines';

// Issue 36: a production's money explanation (`Production.finance`, `{ lines: [{ label, amount,
// reason }] }`) as stored: one line per money line, `label<TAB>amount<TAB>reason`, instead of JSON
// text whose every quote and key name the backup writes again for each line. The amount is written
// as JavaScript prints it, so it reads back exactly. An explanation that would not read back as it
// was (a key of its own, a tab or a line break in a text...) is not written so: `financeAsLines`
// gives null and the caller keeps its JSON text. docs/decisions-saves.md "A played card as lines".

export const FINANCE_LINES_PREFIX = 'FL1';

/** The explanation read back from its lines (undefined when the text is not such lines). */
export function financeFromLines(text: string): unknown {
  if (!text.startsWith(FINANCE_LINES_PREFIX)) return undefined;
  return {
    lines: text.split('\n').slice(1).map((line) => {
      const [label, amount, reason] = line.split('\t');
      return { label, amount: Number(amount), reason };
    }),
  };
}

/** The explanation as lines, or null when it would not read back exactly (its JSON text is kept then). */
export function financeAsLines(value: unknown): string | null {
  const lines = (value as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return null;
  const text = [FINANCE_LINES_PREFIX, ...lines.map((line) => {
    const { label, amount, reason } = (line ?? {}) as Record<string, unknown>;
    return `${String(label)}\t${String(amount)}\t${String(reason)}`;
  })].join('\n');
  return sameJson(financeFromLines(text), value) ? text : null;
}
