// Issue 14: what a message quotes from a file or a form is cut to a readable length, and a value
// that is not text is described by its type, never printed as "[object Object]" or "undefined".

/** Longest quoted text, in characters, before it is cut with an ellipsis. */
export const MAX_QUOTED_CHARS = 40;

/** The first MAX_QUOTED_CHARS characters (whole code points: never half an emoji), then an ellipsis. */
function cut(text: string): string {
  let end = 0;
  for (let count = 0; count < MAX_QUOTED_CHARS && end < text.length; count += 1) {
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return end < text.length ? `${text.slice(0, end)}…` : text;
}

/** A short, readable rendering of any value for a message. */
export function quoteValue(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '(empty text)' : cut(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : `(${String(value)})`;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null) return '(null)';
  if (value === undefined) return '(missing)';
  if (Array.isArray(value)) return `(a list of ${value.length})`;
  return `(${typeof value === 'object' ? 'an object' : `a ${typeof value}`})`;
}
