// Issue 36: a production's played card (`Production.played`, a list of PlayedSegment) as stored: one
// line per segment instead of JSON text, whose every quote the backup escapes. A line is
//   segmentId type rating duration complete championshipIds rivalry cast
// with `complete` 1 or 0, championship ids comma-separated, the rivalry note `id,heatBefore,heatAfter`,
// and the cast `wrestlerId,groupId,manager,result[,momentum,popularity]` per person joined by `;`
// (`-` for an empty list or no note; manager 1 or 0; result W, L, D or N). Numbers are written as
// JavaScript prints them, so they read back exactly. A card that would not read back as it was
// (an unknown key, a type with a space, -0...) is not written so: `playedAsLines` gives null and the
// caller keeps its JSON text. docs/decisions-saves.md "A played card as lines".

export const PLAYED_LINES_PREFIX = 'PC1';

const RESULT_LETTERS: Record<string, string> = { WIN: 'W', LOSS: 'L', DRAW: 'D', NONE: 'N' };
const RESULT_OF_LETTER: Record<string, string> = { W: 'WIN', L: 'LOSS', D: 'DRAW', N: 'NONE' };
const WORD = /^[A-Za-z0-9_]+$/;

type Fields = Record<string, unknown>;

const list = (values: readonly number[]): string => (values.length === 0 ? '-' : values.join(','));
const numbers = (text: string): number[] => (text === '-' ? [] : text.split(',').map(Number));

function personText(p: Fields): string {
  const base = `${String(p.wrestlerId)},${String(p.groupId)},${p.manager ? 1 : 0},${RESULT_LETTERS[p.result as string] ?? '?'}`;
  return 'momentum' in p ? `${base},${String(p.momentum)},${String(p.popularity)}` : base;
}

function segmentText(s: Fields): string {
  const rivalry = s.rivalry as Fields | null;
  return [
    s.segmentId, s.type, s.rating, s.duration, s.complete ? 1 : 0, list(s.championshipIds as number[]),
    rivalry ? `${String(rivalry.rivalryId)},${String(rivalry.heatBefore)},${String(rivalry.heatAfter)}` : '-',
    (s.cast as Fields[]).length === 0 ? '-' : (s.cast as Fields[]).map(personText).join(';'),
  ].map(String).join(' ');
}

function personOf(text: string): Fields {
  const [wrestlerId, groupId, manager, result, momentum, popularity] = text.split(',');
  const person: Fields = { wrestlerId: Number(wrestlerId), groupId: Number(groupId), manager: manager === '1', result: RESULT_OF_LETTER[result] };
  if (momentum !== undefined) {
    person.momentum = Number(momentum);
    person.popularity = Number(popularity);
  }
  return person;
}

function segmentOf(line: string): Fields {
  const [segmentId, type, rating, duration, complete, championshipIds, rivalry, cast] = line.split(' ');
  const [rivalryId, heatBefore, heatAfter] = numbers(rivalry);
  return {
    segmentId: Number(segmentId), type, rating: Number(rating), duration: Number(duration), complete: complete === '1',
    championshipIds: numbers(championshipIds),
    cast: cast === '-' ? [] : cast.split(';').map(personOf),
    rivalry: rivalry === '-' ? null : { rivalryId, heatBefore, heatAfter },
  };
}

/** Whether two values are the same JSON (objects' keys in any order; a number as JSON writes it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' ? JSON.stringify(a) === JSON.stringify(b) : a === b;
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((value, i) => sameJson(value, b[i]));
  }
  const [x, y] = [a as Fields, b as Fields];
  const keys = Object.keys(x).filter((key) => x[key] !== undefined);
  return keys.length === Object.keys(y).filter((key) => y[key] !== undefined).length && keys.every((key) => Object.hasOwn(y, key) && sameJson(x[key], y[key]));
}

/** The played card read back from its lines (undefined when the text is not such lines). */
export function playedFromLines(text: string): unknown {
  if (!text.startsWith(PLAYED_LINES_PREFIX)) return undefined;
  const lines = text.split('\n').slice(1);
  return lines.map(segmentOf);
}

/** The played card as lines, or null when it would not read back exactly (its JSON text is kept then). */
export function playedAsLines(value: unknown): string | null {
  if (!Array.isArray(value) || !value.every((s) => typeof s === 'object' && s !== null && typeof (s as Fields).type === 'string' && WORD.test((s as Fields).type as string))) return null;
  try {
    const text = [PLAYED_LINES_PREFIX, ...value.map((s) => segmentText(s as Fields))].join('\n');
    // Exactly what was given (as JSON keeps it; keys in any order), or not at all.
    return sameJson(playedFromLines(text), value) ? text : null;
  } catch {
    return null;
  }
}
