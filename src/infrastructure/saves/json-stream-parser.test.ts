import fc from 'fast-check';
import { JsonBufferExceededError, JsonStreamParser, JsonSyntaxError } from './json-stream-parser';

const BIG = 1_000_000;

/** Parses `text` fed in pieces cut at the given positions. */
function parseInPieces(text: string, cuts: number[] = [], maxToken = BIG): unknown {
  const parser = new JsonStreamParser(maxToken);
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const point of [...points, text.length]) {
    parser.write(text.slice(start, point));
    start = point;
  }
  return parser.end();
}

/** The value, or the refusal (checked to be of the expected error class). */
const outcome = (run: () => unknown, errorClass: new () => Error): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    expect(error).toBeInstanceOf(errorClass);
    return { ok: false };
  }
};

describe('when JSON arrives in chunks', () => {
  it('builds the same value as JSON.parse wherever the chunks are cut (property)', () => {
    const json = fc.jsonValue({ maxDepth: 4 }).chain((value) =>
      fc.tuple(fc.constantFrom(JSON.stringify(value), JSON.stringify(value, null, 2)), fc.array(fc.nat(), { maxLength: 8 })),
    );
    fc.assert(
      fc.property(json, ([text, cuts]) => {
        expect(parseInPieces(text, cuts)).toEqual(JSON.parse(text));
      }),
      { numRuns: 400 },
    );
  });

  it('builds the same value when containers are sometimes whole in a chunk and sometimes not (property)', () => {
    // A 60-character buffer: small rows are parsed whole, longer ones token by token, and a
    // container seen whole while scanning its unfinished parent is taken from that scan.
    const json = fc
      .jsonValue({ maxDepth: 5 })
      .filter((value) => !JSON.stringify(value).match(/"(?:[^"\\]|\\.){58,}"|[\d.eE+-]{58,}/))
      .chain((value) => fc.tuple(fc.constantFrom(JSON.stringify(value), JSON.stringify(value, null, 2)), fc.array(fc.nat(), { maxLength: 6 })));
    fc.assert(
      fc.property(json, ([text, cuts]) => {
        expect(parseInPieces(text, cuts, 60)).toEqual(JSON.parse(text));
      }),
      { numRuns: 400 },
    );
  });

  it('skips brackets and escaped quotes inside strings when looking for the end of a container', () => {
    const text = JSON.stringify([{ a: ']}\\"' }, { b: '\\\\"[{' }, ['\\\\'], { c: '{"}' }]);
    expect(text).toContain('\\\\\\"');
    expect(parseInPieces(text)).toEqual(JSON.parse(text));
    expect(parseInPieces(text, [3, 12, 20])).toEqual(JSON.parse(text));
  });

  it('accepts and refuses exactly what JSON.parse does, for arbitrary text (property)', () => {
    const piece = fc.constantFrom('{', '}', '[', ']', ',', ':', '"a"', '"\\u00e9"', '"\\"', '1', '-', '0.5', 'e3', 'true', 'nul', 'null', ' ', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 4 }), (pieces, cuts) => {
        const text = pieces.join('');
        const expected = outcome(() => JSON.parse(text), SyntaxError);
        const actual = outcome(() => parseInPieces(text, cuts), JsonSyntaxError);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['a number split across chunks', '[12345.5e1]', [3, 7], [123455]],
    ['a literal split across chunks', '[true,null]', [3, 8], [true, null]],
    ['an escape split across chunks', '["a\\"b\\u00e9"]', [4, 9], ['a"bé']],
    ['non-ASCII text', '{"name":"Ñandú 🐍"}', [9, 12], { name: 'Ñandú 🐍' }],
  ])('handles %s', (_case, text, cuts, expected) => {
    expect(parseInPieces(text, cuts)).toEqual(expected);
  });

  it.each([
    ['truncated JSON', '{"formatName":"dexie","data":{"tables":['],
    ['an unterminated string', '{"name":"abc'],
    ['a trailing comma', '[1,2,]'],
    ['a second value', '{} {}'],
    ['nothing at all', ''],
    ['a control character in a string', '["a\u0001b"]'],
  ])('refuses %s', (_case, text) => {
    expect(() => parseInPieces(text, [5])).toThrow(JsonSyntaxError);
  });

  it('keeps "__proto__" as an own key without touching any prototype, as JSON.parse does', () => {
    const value = parseInPieces('{"__proto__":{"polluted":true},"a":1}', [4]) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('when a value is longer than the parser buffer', () => {
  it('refuses a long string while it is still arriving, before the rest is read', () => {
    const parser = new JsonStreamParser(100);
    parser.write('{"name":"');
    expect(() => parser.write('x'.repeat(150))).toThrow(JsonBufferExceededError);
  });

  it('refuses a long string that arrives in one chunk', () => {
    expect(() => parseInPieces(`["${'y'.repeat(101)}"]`, [], 100)).toThrow(JsonBufferExceededError);
  });

  it('accepts any number of values that each fit, however long the whole text', () => {
    const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => `value ${i} ${'z'.repeat(50)}`));
    expect(parseInPieces(text, [100, 5000, 9000], 100)).toHaveLength(200);
  });

  it('refuses nesting deeper than the cap without overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(() => parseInPieces(deep)).toThrow(/Nesting deeper than 64/);
  });

  it.each([
    ['in one piece', []],
    ['in pieces', [10, 40, 70, 100]],
  ])('allows exactly 64 levels of nesting, %s', (_case, cuts) => {
    const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '[1]' + '}'.repeat(levels - 1);
    expect(() => parseInPieces(`[${nested(63)},2]`, cuts)).not.toThrow();
    expect(() => parseInPieces(`[${nested(64)},2]`, cuts)).toThrow(/Nesting deeper than 64/);
    expect(() => parseInPieces(`[${nested(64)},2]`, cuts, 100)).toThrow(/Nesting deeper than 64/);
  });
});
