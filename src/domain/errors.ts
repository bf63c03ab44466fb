import { quoteValue } from './fields/quote';
import { formatNumber } from './format';

// SPEC §8: the error catalogue, word for word. One module, so every layer shows the same text.
// Issue 14: what a message quotes from a file is cut to a readable length (quoteValue).
export const ErrorMessages = {
  invalidId: 'Invalid id provided.',
  recordNotFound: (id: number | string, table: string) => `Record with id ${id} not found in table ${table}`,
  segmentNotFound: 'Segment not found.',
  noMatchingWrestler: 'No matching wrestler found, no winner assigned.',
  noItemSelected: 'No item selected. Invalid weights or items array.',
  errorCompletingProduction: 'Error completing production',
  notADexieExport: 'Given file is not a dexie export',
  formatVersionNotSupported: (version: unknown) => `Format version ${quoteValue(version)} not supported`,
  noData: 'No data in export file',
  missingDatabaseName: 'Missing databaseName in export file',
  missingDatabaseVersion: 'Missing databaseVersion in export file',
  missingTables: 'Missing tables in export file',
  nameDiffers: 'Name differs...',
  versionDiffers: 'Database version differs...',
  tableMissing: (table: unknown) => `Exported table ${quoteValue(table)} is missing in installed database`,
  primaryKeyDiffers: (table: string) => `Primary key differs for table ${quoteValue(table)}`,
  // Issue 17: a show's replay code that is cut short, altered or from another version.
  replayCodeInvalid: 'This replay code is not valid: copy the whole code from a completed show and try again.',
  /** Issue 34: a pasted code past the size a show's card can have is refused at once. */
  replayCodeTooLong: (chars: number, max: number) =>
    `This replay code has ${formatNumber(chars)} characters; a show's code has at most ${formatNumber(max)}. Copy the code of one completed show.`,
  replayCodeTooManySegments: (segments: number, max: number) =>
    `This replay code holds ${formatNumber(segments)} segments; a show's card has at most ${formatNumber(max)}.`,
} as const;

// Logged warnings of SPEC §8.
export const WarningMessages = {
  productionNotFound: 'Production not found',
  segmentsNotFound: 'Segments not found',
  segmentIdRequired: 'Segment ID is required',
  segmentNotFound: 'Segment not found',
  noAppearancesForChampionship: 'No appearances provided for championship check',
  noChampionshipsFound: 'No championships found',
} as const;

// Issue 18: what the player is told when an action touches a promotion they do not run.
export const PromotionMessages = {
  rivalProductionReadOnly: (promotion: string) =>
    `This show is run by ${promotion}: it is read-only. You book and simulate only your own promotion's shows.`,
  promotionWithoutBrands: (companyId: number) => `Promotion ${companyId} has no brands to run.`,
} as const;

// Issue 33: time runs forward.
export const TimeMessages = {
  pastShow: (show: string, date: string, weekStart: string) =>
    `${show || 'This show'} on ${date.slice(0, 10)} is before the game's week (from ${weekStart.slice(0, 10)}): its night has passed, so it can no longer be booked or simulated. Book this week's shows or the weeks ahead.`,
  calendarBackward:
    'Time only runs forward in a living game: the date cannot move back, and no week is paid twice. Use Previous week on the show schedule to look at earlier weeks.',
} as const;

// Issue 36 (living rules): asking a wrestler who announced retirement to stay a while longer.
export const RetirementMessages = {
  notLiving: 'Retirements are announced only in a living game: a classic game keeps every career going.',
  nothingAnnounced: (name: string) => `${name} has not announced a retirement: there is nothing to delay.`,
  alreadyRetired: (name: string) => `${name} has already retired.`,
  notYours: (name: string) => `${name} is not on your roster: you can ask only your own wrestlers to stay.`,
  alreadyAsked: (name: string, date: string) => `${name} already gave an answer on ${date}: a wrestler is asked once.`,
} as const;

/** An error whose message comes from the catalogue. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/** Issue 14: what any write says when the browser's storage is full, wherever it happens. */
export const STORAGE_FULL_MESSAGE =
  'Storage is full: the game could not be saved, and nothing was changed. Back up your game, remove safety copies in Settings, or free space on this device, then try again.';

const QUOTA_NAMES = new Set(['QuotaExceededError']);

/**
 * True when the cause, or an error it wraps (Dexie puts IndexedDB's error in `inner`, others use
 * `cause`), is the browser refusing a write for lack of space.
 */
export function isStorageFull(cause: unknown, depth = 0): boolean {
  if (depth > 5 || typeof cause !== 'object' || cause === null) return false;
  const error = cause as { name?: unknown; inner?: unknown; cause?: unknown };
  if (typeof error.name === 'string' && QUOTA_NAMES.has(error.name)) return true;
  return isStorageFull(error.inner, depth + 1) || isStorageFull(error.cause, depth + 1);
}

/** What a failure says: an Error's message, or whatever else was thrown as text; a full disk says so. */
export const messageOf = (cause: unknown): string => {
  if (isStorageFull(cause)) return STORAGE_FULL_MESSAGE;
  return cause instanceof Error ? cause.message : String(cause);
};

/** Issue 14: what a tab says once another tab replaced the game (an import, a new game). */
export const LEFT_BEHIND_MESSAGE = 'This game was replaced in another tab (an import or a new game). Reload to play it.';

/** A read or write of a tab left behind by another tab's import or new game; nothing was done. */
export class LeftBehindError extends Error {
  override name = 'LeftBehindError';
  constructor(cause?: unknown) {
    super(LEFT_BEHIND_MESSAGE, { cause });
  }
}

// Issue 33: each promotion's roster is its own; money moves only between one promotion's brands.
export const RosterMessages = {
  rivalBrand: (brand: string, own: readonly string[]) =>
    `${brand} belongs to a rival promotion: you sign, draft and release only for your own brands${own.length ? ` (${own.join(', ')})` : ''}.`,
  rivalWrestler: (name: string, rival: string) =>
    `${name} is under contract with ${rival}: reach them through the Talent war (an offer ${rival} may match) when the contract nears its end.`,
  notYourWrestler: (name: string, rival: string) => `${name} works for ${rival}: only ${rival} can renew that contract.`,
} as const;

// Issue 35: promotions have homes; two promotions never hold one building on one night (living rules).
export const VenueMessages = {
  heldByRival: (venue: string, show: string, promotion: string, date: string) =>
    `${venue || 'That venue'} is already booked on ${date.slice(0, 10)} for ${show || 'another show'}${promotion ? ` (${promotion})` : ''}: two promotions cannot hold one building on one night. Choose another venue.`,
} as const;
