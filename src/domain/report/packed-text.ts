import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';

/**
 * Issue 36: a text kept in a save in fewer characters, read back exactly. The replay snapshot is
 * JSON that repeats itself (every wrestler's field names, the rivalries' shapes): it is deflated
 * (fflate, RFC 1951) and written in base64, so it needs no escaping in JSON.
 *
 * Format: `DF1:` then the base64 of the deflated UTF-8 text; a text that is not well-formed
 * UTF-16 (a lone surrogate, which UTF-8 cannot carry) is deflated as its JSON string instead,
 * after `DF1J:`. The format is fixed: a save keeps it for good, so a change needs a new prefix.
 */
export const PACKED_TEXT_PREFIX = 'DF1:';
const JSON_PREFIX = 'DF1J:';

/** A packed text that would read back longer than this is refused (a hand-made save). */
export const MAX_UNPACKED_CHARS = 32 * 1024 * 1024;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The deflated bytes read back, or null when they are not a whole deflate stream or would pass `limit` bytes. */
function inflateWithin(bytes: Uint8Array, limit: number): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  let over = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > limit) {
      over = true;
      throw new Error('too long');
    }
    chunks.push(chunk);
    if (final) ended = true;
  });
  try {
    inflate.push(bytes, true);
  } catch {
    return null;
  }
  if (over || !ended) return null;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The text packed (prefixed `DF1:`, or `DF1J:` for a text with a lone surrogate). */
export function packText(text: string): string {
  const wellFormed = !LONE_SURROGATE.test(text);
  const body = wellFormed ? text : JSON.stringify(text);
  return `${wellFormed ? PACKED_TEXT_PREFIX : JSON_PREFIX}${toBase64(deflateSync(strToU8(body), { level: 9 }))}`;
}

/** A packed text read back, or null when it is not one (another prefix, cut, altered, longer than `limit` characters). */
export function unpackText(packed: string, limit = MAX_UNPACKED_CHARS): string | null {
  if (typeof packed !== 'string') return null;
  const asJson = packed.startsWith(JSON_PREFIX);
  if (!asJson && !packed.startsWith(PACKED_TEXT_PREFIX)) return null;
  const bytes = fromBase64(packed.slice(asJson ? JSON_PREFIX.length : PACKED_TEXT_PREFIX.length));
  // UTF-8 takes up to three bytes a UTF-16 unit (and a JSON escape six characters).
  const inflated = bytes && inflateWithin(bytes, limit * (asJson ? 6 : 3));
  if (!inflated) return null;
  let text: string;
  try {
    text = asJson ? (JSON.parse(strFromU8(inflated)) as string) : strFromU8(inflated);
  } catch {
    return null;
  }
  return typeof text === 'string' && text.length <= limit ? text : null;
}
