import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { SAVE_PARSER_BUFFER_CHARS, SAVE_READ_CHUNK_BYTES, saveFileSizeProblem } from '../../domain/rules/save-limits';
import { JsonStreamParser, JsonSyntaxError } from './json-stream-parser';

/** Refused before reading: the file is over MAX_SAVE_FILE_BYTES. */
export class SaveFileTooLargeError extends Error {
  override name = 'SaveFileTooLargeError';
}

/**
 * SPEC §7: reads the file 1 MB at a time into a parser that never buffers more than 10 MB.
 * A file over the size limit is refused before any byte is read; text that is not JSON (or not
 * UTF-8, or holds a value longer than the buffer) is "Given file is not a dexie export".
 */
export async function readSaveFile(file: Blob): Promise<unknown> {
  const problem = saveFileSizeProblem(file.size);
  if (problem) throw new SaveFileTooLargeError(problem);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = new JsonStreamParser(SAVE_PARSER_BUFFER_CHARS);
  try {
    const readFrom = (start: number) => {
      if (start >= file.size) return null;
      const read = file.slice(start, start + SAVE_READ_CHUNK_BYTES).arrayBuffer();
      read.catch(() => undefined); // if parsing stops first, a failed read ahead is not unhandled
      return read;
    };
    // The next megabyte is read while this one is parsed (issue 8); at most two are held at once.
    let next = readFrom(0);
    for (let start = 0; next; start += SAVE_READ_CHUNK_BYTES) {
      const bytes = await next;
      next = readFrom(start + SAVE_READ_CHUNK_BYTES);
      parser.write(decoder.decode(bytes, { stream: true }));
    }
    parser.write(decoder.decode());
    return parser.end();
  } catch (error) {
    // TextDecoder's fatal mode throws a TypeError on bytes that are not UTF-8.
    if (error instanceof JsonSyntaxError || error instanceof TypeError) {
      throw new CatalogueError(ErrorMessages.notADexieExport, { cause: error });
    }
    throw error;
  }
}
