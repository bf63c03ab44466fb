// Issue 14: numbers typed by a player or read as text from a save are plain decimal notation only.
// JavaScript's Number() also reads "0x10" (16), "0b1", "0o7", "1e3", "Infinity" and " 12 ",
// which a player never means and a hostile file uses to slip past a check.

/** An optional minus, digits, and an optional fraction: `12`, `-3`, `0.5`, `7.`; nothing else. */
const PLAIN_DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a text writes in plain decimal notation, or undefined (hex, exponents, words, blanks). */
export function parseDecimal(text: string): number | undefined {
  if (!PLAIN_DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** True when the text is plain decimal notation (see parseDecimal). */
export const isPlainDecimal = (text: string): boolean => parseDecimal(text) !== undefined;
