import fc from 'fast-check';
import { Utf8File } from './utf8-file';

// Issue 19: the backup's bytes come from encodeInto through a reused buffer; they must be exactly
// the bytes of a Blob of the same texts as its parts (as the backup was made before), wherever the
// buffer fills (even inside a character). Each text is encoded alone, as a Blob's parts are: half a
// surrogate pair at the end of one and the other half at the start of the next are two U+FFFD.

const bytes = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('hex');

/** Text of every UTF-8 length, lone surrogates included. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('a', 'Ñ', '×', '−', '日', '🐍', '\ud800', '\udc00', '\u2028'), maxLength: 40 }),
);

describe('Utf8File', () => {
  it('holds the bytes of a Blob of the texts, for any texts and any buffer size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyText, { maxLength: 12 }), fc.integer({ min: 16, max: 64 }), async (texts, bufferBytes) => {
        const file = new Utf8File(bufferBytes);
        for (const text of texts) file.write(text);
        const blob = file.blob('text/json');
        expect(blob.type).toBe('text/json');
        expect(await bytes(blob)).toBe(await bytes(new Blob(texts)));
      }),
    );
  });

  it('keeps Blobs appended between texts in their place, and starts again empty after each Blob', async () => {
    const file = new Utf8File(16);
    file.write('before 🐍 ');
    file.append(new Blob(['[made elsewhere]']));
    file.write(' after — '.repeat(5));
    expect(await file.blob().text()).toBe(`before 🐍 [made elsewhere]${' after — '.repeat(5)}`);
    const long = 'Ñandú 🐍 '.repeat(10_000);
    file.write(long);
    expect(await bytes(file.blob())).toBe(await bytes(new Blob([long])));
    expect((await file.blob().arrayBuffer()).byteLength).toBe(0);
    file.write('again');
    expect(await file.blob().text()).toBe('again');
  });
});
