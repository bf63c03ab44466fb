/**
 * Issue 36: a text kept in a save in fewer characters, read back exactly. The replay snapshot is
 * JSON that repeats itself (every wrestler's field names, the rivalries' shapes), so each stretch
 * seen before is written as "so many characters from so far back" (LZ77 with a one-character lazy
 * look-ahead, our own format; about 2.3 times smaller than the JSON in a save, 1–2 ms a card).
 *
 * Format: `LZ1:` then groups of `count` literal characters, then `length` and `distance` of a copy
 * (a copy is 4 characters or more, written as its length less 3); a `length` of 0 ends the text.
 * The format is fixed: a save keeps it for good, so a change needs a new prefix. Numbers are written in base 32 with the characters below (the
 * first 32 end a number, the last 32 continue it), so they never need escaping in JSON; literal
 * characters are the text's own. A copy never starts inside a surrogate pair nor ends in one, so
 * the packed text is well-formed whatever the original holds.
 */
export const PACKED_TEXT_PREFIX = 'LZ1:';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef'; // a number's last digit
const MORE = 'ghijklmnopqrstuvwxyz0123456789-_'; // a digit with more to follow
const DIGIT_VALUE = new Map<string, { value: number; more: boolean }>([
  ...[...DIGITS].map((c, i) => [c, { value: i, more: false }] as const),
  ...[...MORE].map((c, i) => [c, { value: i, more: true }] as const),
]);

const MIN_MATCH = 4;
const MAX_MATCH = 4096;
const MAX_CHAIN = 24;
const HASH_SIZE = 1 << 15;
/** A copy shorter than this is weighed against one starting a character later. */
const LAZY_BELOW = 32;
/** A packed text that would read back longer than this is refused (a hand-made save). */
export const MAX_UNPACKED_CHARS = 32 * 1024 * 1024;

function writeNumber(out: string[], n: number): void {
  let rest = n;
  while (rest >= 32) {
    out.push(MORE[rest % 32]!);
    rest = Math.floor(rest / 32);
  }
  out.push(DIGITS[rest]!);
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The text packed (prefixed `LZ1:`). */
export function packText(text: string): string {
  const n = text.length;
  const out: string[] = [PACKED_TEXT_PREFIX];
  // The newest position of each hash of four characters, and each position's previous one (-1: none).
  const head = new Int32Array(HASH_SIZE).fill(-1);
  const prev = new Int32Array(Math.max(n, 1)).fill(-1);
  const hashAt = (i: number) =>
    (Math.imul(Math.imul(Math.imul(text.charCodeAt(i), 31) + text.charCodeAt(i + 1), 31) + text.charCodeAt(i + 2), 31) + text.charCodeAt(i + 3)) & (HASH_SIZE - 1);
  const remember = (i: number) => {
    if (i + 4 > n) return;
    const h = hashAt(i);
    prev[i] = head[h]!;
    head[h] = i;
  };
  // The longest earlier copy of the text at `at` (length 0 when none), never ending inside a pair.
  const longest = (at: number): { length: number; distance: number } => {
    let bestLength = 0;
    let bestDistance = 0;
    if (at + MIN_MATCH > n || isLow(text.charCodeAt(at))) return { length: 0, distance: 0 };
    let candidate = head[hashAt(at)]!;
    const limit = Math.min(MAX_MATCH, n - at);
    for (let tries = 0; candidate >= 0 && tries < MAX_CHAIN; tries += 1) {
      let length = 0;
      while (length < limit && text.charCodeAt(candidate + length) === text.charCodeAt(at + length)) length += 1;
      if (length > bestLength) {
        bestLength = length;
        bestDistance = at - candidate;
        if (length === limit) break;
      }
      candidate = prev[candidate]!;
    }
    if (bestLength > 0 && isHigh(text.charCodeAt(at + bestLength - 1))) bestLength -= 1;
    return { length: bestLength, distance: bestDistance };
  };
  let literalStart = 0;
  let i = 0;
  let next: { length: number; distance: number } | null = null;
  while (i < n) {
    const found: { length: number; distance: number } = next ?? longest(i);
    next = null;
    let bestLength = found.length;
    const bestDistance = found.distance;
    // Lazy: a longer copy starting one character later wins over this one (this character a literal).
    if (bestLength >= MIN_MATCH && bestLength < LAZY_BELOW && i + 1 < n) {
      remember(i);
      const later = longest(i + 1);
      if (later.length > bestLength + 1) {
        next = later;
        i += 1;
        continue;
      }
      bestLength = found.length;
      for (let k = 1; k < bestLength; k += 1) remember(i + k);
      writeNumber(out, i - literalStart);
      out.push(text.slice(literalStart, i));
      writeNumber(out, bestLength - MIN_MATCH + 1);
      writeNumber(out, bestDistance);
      i += bestLength;
      literalStart = i;
      continue;
    }
    if (bestLength >= MIN_MATCH) {
      writeNumber(out, i - literalStart);
      out.push(text.slice(literalStart, i));
      writeNumber(out, bestLength - MIN_MATCH + 1);
      writeNumber(out, bestDistance);
      for (let k = 0; k < bestLength; k += 1) remember(i + k);
      i += bestLength;
      literalStart = i;
    } else {
      remember(i);
      i += 1;
    }
  }
  writeNumber(out, n - literalStart);
  out.push(text.slice(literalStart));
  writeNumber(out, 0);
  return out.join('');
}

/** A packed text read back, or null when it is not one (another prefix, cut, altered, too long). */
export function unpackText(packed: string): string | null {
  if (typeof packed !== 'string' || !packed.startsWith(PACKED_TEXT_PREFIX)) return null;
  let at = PACKED_TEXT_PREFIX.length;
  const readNumber = (): number | null => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const digit = DIGIT_VALUE.get(packed[at] ?? '');
      if (!digit || scale > 2 ** 35) return null;
      at += 1;
      value += digit.value * scale;
      if (!digit.more) return value;
      scale *= 32;
    }
  };
  let text = '';
  for (;;) {
    const count = readNumber();
    if (count === null || at + count > packed.length || text.length + count > MAX_UNPACKED_CHARS) return null;
    text += packed.slice(at, at + count);
    at += count;
    const length = readNumber();
    if (length === null) return null;
    if (length === 0) return at === packed.length ? text : null;
    const distance = readNumber();
    const copy = length + MIN_MATCH - 1;
    if (distance === null || distance < 1 || distance > text.length || text.length + copy > MAX_UNPACKED_CHARS) return null;
    // A copy may overlap what it writes (a run): take it a distance at a time.
    let left = copy;
    while (left > 0) {
      const start = text.length - distance;
      const piece = text.slice(start, start + Math.min(left, distance));
      text += piece;
      left -= piece.length;
    }
  }
}
