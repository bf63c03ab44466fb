// Saves can come from anywhere (issue 6, hostile saves): a URL read from one is only ever used
// when it is a web address or an inline raster image. See docs/decisions-saves.md.

/** Whitespace and control characters: browsers strip or skip them, which hides `java\tscript:`. */
const WHITESPACE_OR_CONTROL = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** `http://` or `https://`, then a non-empty host, then anything (path, query, fragment). */
const WEB_ADDRESS = /^https?:\/\/[^/?#\\]+(?:[/?#].*)?$/i;

/**
 * Raster images only, base64-encoded. SVG is left out on purpose: it is a document that can carry
 * script, and a URL kept here may one day be opened rather than shown in an <img>.
 */
const IMAGE_DATA_URL =
  /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)(?:;[a-z0-9.+-]+=[a-z0-9.+-]+)*;base64,[a-z0-9+/]*={0,2}$/i;

/** True for an http(s) address or a base64 raster-image data URL, and nothing else. */
export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (WHITESPACE_OR_CONTROL.test(value)) return false;
  return WEB_ADDRESS.test(value) || IMAGE_DATA_URL.test(value);
}

/** The URL when safe, otherwise '' (the entities' "no image" value). */
export const safeUrl = (value: unknown): string => (isSafeUrl(value) ? value : '');

/** The safe URLs of a list, in order; anything else (wrong types included) is dropped. */
export const safeUrls = (values: unknown): string[] => (Array.isArray(values) ? values.filter(isSafeUrl) : []);

/** The record fields that hold URLs (SPEC §3): single addresses, and `images`, a list of them. */
export const URL_FIELDS = ['image', 'entranceVideoUrl', 'musicUrl'] as const;
export const URL_LIST_FIELDS = ['images'] as const;
