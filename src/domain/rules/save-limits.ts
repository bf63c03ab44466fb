// SPEC §7 Save import limits, and the size we accept (docs/decisions-saves.md explains the numbers).

const MB = 1024 * 1024;

/** The file is read this many bytes at a time (SPEC §7). */
export const SAVE_READ_CHUNK_BYTES = 1 * MB;

/**
 * The parser holds at most this much unparsed text at once (SPEC §7 "parser buffer maximum"):
 * a single string or number longer than this refuses the file.
 */
export const SAVE_PARSER_BUFFER_CHARS = 10 * MB;

/**
 * Larger files are refused before a byte is read. The seed world exports to about 0.5 MB and a
 * year of the living world with rivals (515 productions, 1,535 segments, 4,000 appearances) to
 * about 10 MB since the weekly tables are stored without their defaults (issue 36; 16 MB before),
 * so ten years make about 100 MB (issue 19: a decade must restore): this leaves room for some
 * twenty-five years (a thirty-year living run, seed 7, wrote 302 MB: issue 36's 4 MB a year is
 * still open). The file is read a megabyte at a time, never held whole.
 */
export const MAX_SAVE_FILE_BYTES = 256 * MB;

/** Rounded up, so a file just over the limit never reads as equal to it. */
export const inMegabytes = (bytes: number): string => `${(Math.ceil((bytes / MB) * 10) / 10).toFixed(1)} MB`;

/** Shown (and logged) when a chosen file is over the limit; not a catalogue message (SPEC §8 has none). */
export const saveFileTooLargeMessage = (bytes: number): string =>
  `This file is too large to be a save: it is ${inMegabytes(bytes)} and the limit is ${inMegabytes(MAX_SAVE_FILE_BYTES)}.`;

/** The reason a file of this size cannot be imported, or null when its size is fine. */
export const saveFileSizeProblem = (bytes: number): string | null =>
  bytes > MAX_SAVE_FILE_BYTES ? saveFileTooLargeMessage(bytes) : null;
