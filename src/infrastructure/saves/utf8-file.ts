// Issue 19: a backup's text turned into a file's bytes. A string part of a Blob takes Chromium's
// own UTF-8 path, slow for a decade's 95 MB (0.6 s here when every chunk was a Blob of its text).
// `TextEncoder.encodeInto` writes the bytes into a buffer instead, and a Blob is made of a whole
// buffer's bytes at a time: 16 MB, a handful of Blobs for a decade, each a copy (the File API's
// "get a copy of the bytes"), so the buffer is then written over. Both encode UTF-8 alike (a lone
// surrogate as U+FFFD, which JSON.stringify never leaves anyway).

/** Bytes collected before they become one Blob. */
const FILE_BUFFER_BYTES = 16 * 1024 * 1024;

const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;

/** A file written in pieces of text (and Blobs already made), in order. */
export class Utf8File {
  private readonly parts: BlobPart[] = [];
  private buffer: Uint8Array<ArrayBuffer> | null = null;
  private used = 0;

  constructor(private readonly bufferBytes = FILE_BUFFER_BYTES) {}

  write(text: string): void {
    if (!encoder?.encodeInto) {
      this.parts.push(text);
      return;
    }
    this.buffer ??= new Uint8Array(this.bufferBytes);
    let rest = text;
    for (;;) {
      const { read, written } = encoder.encodeInto(rest, this.buffer.subarray(this.used));
      this.used += written;
      if (read === rest.length) return;
      // Full (a character never splits: encodeInto stops before one that does not fit).
      this.flush();
      rest = rest.substring(read);
    }
  }

  /** A Blob made elsewhere, in its place in the file. */
  append(blob: Blob): void {
    this.flush();
    this.parts.push(blob);
  }

  /** What was written so far, as one Blob; the file starts again empty (its buffer is kept). */
  blob(type = ''): Blob {
    this.flush();
    const blob = new Blob(this.parts, { type });
    this.parts.length = 0;
    return blob;
  }

  private flush(): void {
    if (this.used === 0) return;
    this.parts.push(new Blob([this.buffer!.subarray(0, this.used)]));
    this.used = 0;
  }
}
