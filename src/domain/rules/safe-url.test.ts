import fc from 'fast-check';
import { isSafeUrl, safeUrl, safeUrls } from './safe-url';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('when a URL comes from a save', () => {
  it.each([
    ['https://example.com/wrestlers/ace.png'],
    ['http://example.com'],
    ['HTTPS://EXAMPLE.COM/A?B=C#D'],
    ['https://user@example.com:8080/path'],
    [PNG],
    ['data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['data:image/webp;charset=utf-8;base64,UklGRg=='],
  ])('%s is used', (url) => {
    expect(isSafeUrl(url)).toBe(true);
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['https://exa mple.com'],
    [' https://example.com'],
    ['https://example.com\n'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['data:image/png,not-base64'],
    ['data:image/png;base64,<script>'],
    ['file:///etc/passwd'],
    ['blob:https://example.com/uuid'],
    ['//example.com/protocol-relative.png'],
    ['/images/relative.png'],
    ['https://'],
    ['https:///path-without-host'],
    ['https:\\\\evil.com'],
    [''],
  ])('%j is dropped', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(safeUrl(url)).toBe('');
  });

  it.each([[null], [undefined], [42], [{ href: 'https://example.com' }], [['https://example.com']]])(
    'a value of the wrong type (%j) is dropped',
    (value) => {
      expect(safeUrl(value)).toBe('');
    },
  );

  it('keeps only the safe strings of a list, in order', () => {
    expect(safeUrls(['https://a.test/1.png', 'javascript:x', 7, PNG, null])).toEqual(['https://a.test/1.png', PNG]);
    expect(safeUrls('https://a.test/1.png')).toEqual([]);
  });

  it('never accepts a string whose scheme is not http, https or data:image (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (!isSafeUrl(text)) return;
        expect(text).toMatch(/^(https?:\/\/|data:image\/)/i);
        expect(text).not.toMatch(/\s/);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every http(s) URL fast-check can build (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }), (url) => {
        expect(isSafeUrl(url)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
