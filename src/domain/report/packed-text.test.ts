import fc from 'fast-check';
import { MAX_UNPACKED_CHARS, PACKED_TEXT_PREFIX, packText, unpackText } from './packed-text';

describe('packed text (issue 36)', () => {
  it.each([
    ['empty', ''],
    ['short', 'abc'],
    ['a run', 'a'.repeat(10_000)],
    ['repeated JSON', JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Wrestler ${id}`, points: id * 0.37, brandIds: [1, 2] })))],
    ['wide characters', '★ Zoë “Ōkami” 🐺🐺🐺🐺🐺🐺 ★ Zoë “Ōkami” 🐺🐺🐺🐺🐺🐺 𝄞𝄞𝄞𝄞𝄞𝄞𝄞𝄞'],
    ['escapes and quotes', '"\\n\\"quoted\\"" "\\n\\"quoted\\"" \u0000\u0001 "\\n\\"quoted\\""'],
  ])('reads back exactly: %s', (_name, text) => {
    const packed = packText(text);
    expect(packed.startsWith(PACKED_TEXT_PREFIX)).toBe(true);
    expect(unpackText(packed)).toBe(text);
  });

  it('reads back any text exactly, and keeps every surrogate pair whole', () => {
    const pieces = fc.constantFrom('{"id":', '12', '"name":"Zoë"', '🐺', '𝄞', ',', ']', '\ud83d', '\udc3a', 'x');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.array(pieces, { maxLength: 400 }).map((p) => p.join(''))), (text) => {
        const packed = packText(text);
        expect(unpackText(packed)).toBe(text);
        // The packer splits no pair: a lone surrogate in it was lone in the text (a copy may hold some).
        const lone = (s: string) => (s.match(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g) ?? []).length;
        expect(lone(packed)).toBeLessThanOrEqual(lone(text));
      }),
      { numRuns: 300 },
    );
  });

  it('writes a snapshot-like JSON in well under half its characters, with nothing JSON must escape', () => {
    const wrestlers = Array.from({ length: 24 }, (_, id) => ({
      name: `Wrestler ${id}`, brandIds: [id % 3], country: 'United States', dob: `19${80 + (id % 20)}-0${1 + (id % 9)}-12`, height: 170 + id,
      weight: 80 + id, gender: id % 2 ? 'FEMALE' : 'MALE', role: 'WRESTLER', class: 'FIGHTER', cost: 1000 + id * 37, wins: id * 3, losses: id,
      points: 40 + id * 1.37, morale: 50 + id * 0.91, stamina: 60.5, popularity: 30 + id * 2.11, charisma: 55.25, momentum: id - 10.5, id,
    }));
    const text = JSON.stringify({ production: { id: 1, name: 'AWE Onslaught' }, wrestlers });
    const packed = packText(text);
    expect(packed.length).toBeLessThan(text.length * 0.45);
    expect(JSON.stringify(packed).length - 2).toBeLessThan(JSON.stringify(text).length * 0.4);
  });

  it.each([
    ['no prefix', '{"a":1}'],
    ['cut short', packText('hello hello hello hello hello').slice(0, -2)],
    ['a copy from before the start', `${PACKED_TEXT_PREFIX}BabcBZ`],
    ['a character that is no number', `${PACKED_TEXT_PREFIX}!`],
    ['trailing text', `${packText('abc')}A`],
    [`a copy past the limit (${MAX_UNPACKED_CHARS} characters)`, `${PACKED_TEXT_PREFIX}Bx${'_'.repeat(6)}fB`],
  ])('reads nothing back from %s', (_name, packed) => {
    expect(unpackText(packed)).toBeNull();
  });
});
