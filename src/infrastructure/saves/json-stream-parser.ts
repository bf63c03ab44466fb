import { scanContainer } from './json-container-scan';

/**
 * SPEC §7: a save is read in 1 MB chunks through a parser whose buffer never exceeds 10 MB.
 * JSON.parse needs the whole text at once; this parser takes the text chunk by chunk, builds the
 * value as it goes, and only ever buffers the one token that straddles two chunks. It is iterative
 * (no recursion), so deep nesting cannot overflow the stack; depth is capped all the same.
 *
 * Issue 8: an object or array that is already whole in the text so far, and no longer than the
 * buffer, is handed to JSON.parse in one piece (a save's rows: 3–4 times faster than building
 * them token by token). A quick scan finds where it ends; the containers it saw closing are
 * remembered, so when the outer one is not whole its children are never scanned twice.
 */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
}

/** A token (string or number) longer than the parser buffer. */
export class JsonBufferExceededError extends JsonSyntaxError {
  override name = 'JsonBufferExceededError';
}

type Container = { value: unknown[] | Record<string, unknown>; key: string | null };
type Expect = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NUMBER_CHARS = new Set('0123456789+-.eE');
const LITERALS: Record<string, [string, unknown]> = { t: ['true', true], f: ['false', false], n: ['null', null] };
const WHITESPACE = /[ \t\n\r]*/y;
/** Raw control characters are not allowed inside JSON strings. */
const CONTROL = /[\u0000-\u001f]/;

export class JsonStreamParser {
  private text = '';
  private pos = 0;
  private expect: Expect = 'value';
  private readonly stack: Container[] = [];
  private root: unknown;
  /** The next backslash at or after `slashFrom` (-1: none), so strings never rescan the text. */
  private slashAt = -1;
  private slashFrom = Number.POSITIVE_INFINITY;
  /** Containers a failed scan saw whole: start → [end, nesting depth]. Positions of `text`. */
  private closes = new Map<number, [number, number]>();
  /** Text before this was scanned already: a container starting there and not in `closes` is not whole. */
  private scannedTo = 0;

  constructor(
    private readonly maxTokenChars: number,
    private readonly maxDepth = 64,
  ) {}

  /** Feeds the next piece of text. Throws JsonSyntaxError as soon as the text cannot be JSON. */
  write(chunk: string): void {
    this.text = this.text.slice(this.pos) + chunk;
    this.pos = 0;
    this.slashFrom = Number.POSITIVE_INFINITY;
    // What is left over is one token cut short, never a container start: nothing scanned is kept.
    this.closes.clear();
    this.scannedTo = 0;
    this.run(false);
    if (this.text.length - this.pos > this.maxTokenChars) this.tooLong();
  }

  /** Ends the input and returns the value; throws if the text stopped part-way (truncated JSON). */
  end(): unknown {
    this.run(true);
    if (this.expect !== 'end') throw new JsonSyntaxError('Unexpected end of JSON input');
    return this.root;
  }

  private run(final: boolean): void {
    const { text } = this;
    for (;;) {
      WHITESPACE.lastIndex = this.pos;
      WHITESPACE.test(text);
      this.pos = WHITESPACE.lastIndex;
      if (this.pos >= text.length) return;
      const char = text[this.pos];
      if (this.expect === 'end') this.fail(`Unexpected ${JSON.stringify(char)} after the end of the JSON value`);
      if (!this.step(char, final)) return; // the token continues in the next chunk
    }
  }

  /** Consumes one token at `pos`; false when it is cut off by the end of the text so far. */
  private step(char: string, final: boolean): boolean {
    const top = this.stack[this.stack.length - 1];
    switch (char) {
      case '{':
      case '[':
        this.want('value', 'valueOrClose');
        if (this.whole()) return true;
        if (this.stack.length >= this.maxDepth) this.fail(`Nesting deeper than ${this.maxDepth} levels`);
        this.stack.push({ value: char === '{' ? {} : [], key: null });
        this.expect = char === '{' ? 'keyOrClose' : 'valueOrClose';
        this.pos += 1;
        return true;
      case '}':
      case ']': {
        const isObject = char === '}';
        if (!top || Array.isArray(top.value) === isObject) this.fail(`Unexpected ${char}`);
        this.want(isObject ? 'keyOrClose' : 'valueOrClose', 'commaOrClose');
        this.stack.pop();
        this.pos += 1;
        this.emit(top.value);
        return true;
      }
      case ',':
        this.want('commaOrClose');
        this.expect = Array.isArray(top.value) ? 'value' : 'key';
        this.pos += 1;
        return true;
      case ':':
        this.want('colon');
        this.expect = 'value';
        this.pos += 1;
        return true;
      case '"':
        return this.string();
      default:
        return char in LITERALS ? this.literal(char, final) : this.number(final);
    }
  }

  private string(): boolean {
    const { text } = this;
    let index = this.pos + 1;
    let escaped = false;
    // Each search starts where the last ended, so a long string full of escapes stays linear.
    let quote = text.indexOf('"', index);
    let slash = this.nextSlash(index);
    for (;;) {
      if (quote < 0) return false;
      if (slash >= 0 && slash < quote) {
        if (slash + 1 >= text.length) return false;
        escaped = true;
        index = slash + 2;
        if (quote < index) quote = text.indexOf('"', index);
        slash = this.nextSlash(index);
        continue;
      }
      if (quote + 1 - this.pos > this.maxTokenChars) this.tooLong();
      // JSON.parse of the lone token decodes escapes exactly as the standard says.
      const value = escaped ? this.decode(text.slice(this.pos, quote + 1)) : this.plain(text.slice(this.pos + 1, quote));
      this.pos = quote + 1;
      if (this.expect === 'key' || this.expect === 'keyOrClose') {
        this.stack[this.stack.length - 1].key = value as string;
        this.expect = 'colon';
      } else {
        this.want('value', 'valueOrClose');
        this.emit(value);
      }
      return true;
    }
  }

  private number(final: boolean): boolean {
    const { text } = this;
    let end = this.pos;
    while (end < text.length && NUMBER_CHARS.has(text[end])) end += 1;
    if (end === text.length && !final) return false; // more digits may follow in the next chunk
    const token = text.slice(this.pos, end);
    if (!NUMBER.test(token)) this.fail(`Unexpected ${JSON.stringify(token || text[this.pos])} at position ${this.pos}`);
    this.want('value', 'valueOrClose');
    this.pos = end;
    this.emit(Number(token));
    return true;
  }

  private literal(first: string, final: boolean): boolean {
    const [word, value] = LITERALS[first];
    const found = this.text.slice(this.pos, this.pos + word.length);
    if (found !== word) {
      if (!final && word.startsWith(found)) return false;
      this.fail(`Unexpected ${JSON.stringify(found)}`);
    }
    this.want('value', 'valueOrClose');
    this.pos += word.length;
    this.emit(value);
    return true;
  }

  private emit(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.root = value;
      this.expect = 'end';
    } else if (Array.isArray(top.value)) {
      top.value.push(value);
      this.expect = 'commaOrClose';
    } else {
      const key = top.key as string;
      // An own property even for "__proto__", as JSON.parse creates it (no prototype change).
      if (key === '__proto__') Object.defineProperty(top.value, key, { value, enumerable: true, writable: true, configurable: true });
      else top.value[key] = value;
      this.expect = 'commaOrClose';
    }
  }

  /** The container at `pos`, parsed at once when it is whole in the text and fits the buffer. */
  private whole(): boolean {
    let found = this.closes.get(this.pos);
    if (!found && this.pos >= this.scannedTo) {
      const limit = Math.min(this.text.length, this.pos + this.maxTokenChars);
      const scan = scanContainer(this.text, this.pos, limit);
      if (scan.whole) found = scan.whole;
      else {
        for (const [open, end, depth] of scan.inner) this.closes.set(open, [end, depth]);
        this.scannedTo = limit;
      }
    }
    if (!found) return false;
    const [end, depth] = found;
    if (this.stack.length + depth > this.maxDepth) this.fail(`Nesting deeper than ${this.maxDepth} levels`);
    const value = this.decode(this.text.slice(this.pos, end + 1));
    this.pos = end + 1;
    this.emit(value);
    return true;
  }

  private nextSlash(from: number): number {
    if (from < this.slashFrom || (this.slashAt !== -1 && this.slashAt < from)) {
      this.slashFrom = from;
      this.slashAt = this.text.indexOf('\\', from);
    }
    return this.slashAt;
  }

  private plain(value: string): string {
    if (CONTROL.test(value)) this.fail('Bad control character in string literal');
    return value;
  }

  private decode(token: string): unknown {
    try {
      return JSON.parse(token);
    } catch (error) {
      return this.fail((error as Error).message);
    }
  }

  private want(...allowed: Expect[]): void {
    if (!allowed.includes(this.expect)) this.fail(`Unexpected ${JSON.stringify(this.text[this.pos])} at position ${this.pos}`);
  }

  private tooLong(): never {
    throw new JsonBufferExceededError(`A value is longer than the parser buffer of ${this.maxTokenChars} characters`);
  }

  private fail(message: string): never {
    throw new JsonSyntaxError(message);
  }
}
