// The save parser's quick look ahead (issue 8): where does the object or array opening here end?
// Only brackets and strings matter; whether the text between is JSON is JSON.parse's to say.

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91; // [
const OPEN_OBJECT = 123; // {
const CLOSE_ARRAY = 93; // ]
const CLOSE_OBJECT = 125; // }

/** [end, depth]: the index of the closing bracket, and how many levels deep the container nests (1: flat). */
export type Whole = [end: number, depth: number];

export type ContainerScan =
  | { whole: Whole }
  /** Not closed before `limit`: the containers inside it that did close, as [start, end, depth]. */
  | { whole?: undefined; inner: [start: number, end: number, depth: number][] };

/**
 * Scans `text` from the bracket at `start` up to `limit` for its matching close. Strings are
 * skipped with indexOf (a quote counts as closing when an even number of backslashes precedes it),
 * so the work is linear in the text scanned.
 */
export function scanContainer(text: string, start: number, limit: number): ContainerScan {
  const opens: number[] = [];
  const depths: number[] = [];
  const inner: [number, number, number][] = [];
  for (let index = start; index < limit; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = stringEnd(text, index + 1, limit);
      if (index < 0) break;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      opens.push(index);
      depths.push(1);
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      const open = opens.pop()!;
      const depth = depths.pop()!;
      if (opens.length === 0) return { whole: [index, depth] };
      depths[depths.length - 1] = Math.max(depths[depths.length - 1], depth + 1);
      inner.push([open, index, depth]);
    }
  }
  return { inner };
}

/** The closing quote of the string whose text starts at `from`, or -1 if there is none before `limit`. */
function stringEnd(text: string, from: number, limit: number): number {
  for (let quote = text.indexOf('"', from); quote >= 0 && quote < limit; quote = text.indexOf('"', quote + 1)) {
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return quote;
  }
  return -1;
}
