// URL-safe base64 (RFC 4648 §5, no padding) over UTF-8, written out so the domain needs no
// platform codec (btoa only takes Latin-1, and wrestler names are not).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((char, i) => [char, i]));

export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63]!;
    if (c !== undefined) out += ALPHABET[n & 63]!;
  }
  return out;
}

/** The text, or null when the input is not base64url of valid UTF-8. */
export function fromBase64Url(code: string): string | null {
  if (code.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < code.length; i += 4) {
    const chunk = code.slice(i, i + 4);
    const values = [...chunk].map((char) => INDEX.get(char));
    if (values.some((v) => v === undefined)) return null;
    const [a, b, c, d] = values as number[];
    const n = (a! << 18) | (b! << 12) | ((c ?? 0) << 6) | (d ?? 0);
    bytes.push((n >> 16) & 255);
    if (c !== undefined) bytes.push((n >> 8) & 255);
    if (d !== undefined) bytes.push(n & 255);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}
