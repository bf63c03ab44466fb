// Issue 14: the limits of the field rules, in one place (docs/decisions-world.md "Issue 14: field
// rules" explains each number). They are sane bounds for a game, far above anything play reaches
// and far below what would slow or break it.

/** Names: non-empty after trimming where a record needs one, and at most this long. */
export const NAME_MAX_CHARS = 200;
/** Short texts (finisher, city, colour, time zone…). */
export const SHORT_TEXT_MAX_CHARS = 200;
/**
 * A production's lookup keys (issue 19): derived by storage, never typed. The longest is the
 * `figures:` key of a completed card (about 30 characters a segment); a card too long for it keeps
 * no figures key and is read whole instead (production-lookup.ts).
 */
export const LOOKUP_KEY_MAX_CHARS = 4_000;
/** Descriptions and storylines. */
export const LONG_TEXT_MAX_CHARS = 5_000;
/** Addresses: an inline (data:) image may be long, a 9.5 MB string is not an address. */
export const URL_MAX_CHARS = 1_000_000;
/** Pictures in a record's gallery. */
export const IMAGES_MAX_ITEMS = 50;
/** Ids in one list (a card's segments, a title's holders, a rumble's entrants…). */
export const LIST_MAX_ITEMS = 10_000;

/**
 * Money in US dollars, either sign: a thousand trillion. A season of the largest shows moves
 * about $10^10, so centuries of play stay far inside; ±1e308 or Infinity never does.
 */
export const MAX_MONEY = 1e15;
/** Counts of things that happen (wins, followers, viewers, defenses). */
export const MAX_COUNT = 1e15;
/** People in a building (the largest stadiums hold about 250,000). */
export const MAX_ATTENDANCE = 10_000_000;
/** Seconds in a segment, a rumble or a show: a week. */
export const MAX_SECONDS = 7 * 24 * 60 * 60;

/** Stats a player enters are 0–100 (SPEC §4 reads them capped at 100). */
export const STAT_MIN = 0;
export const STAT_MAX = 100;
/**
 * Stats stored raw (DESIGN §3, the classic rule set adds a win's gains without a cap), so a
 * long classic career can leave 0–100 in either direction: what a store may hold.
 */
export const STORED_STAT_BOUND = 1_000_000;

/** Segments a show books by default: a production card holds this many at most. */
export const MIN_DEFAULT_SEGMENTS = 1;
export const MAX_DEFAULT_SEGMENTS = 30;

/** Days the calendar moves per step (the new-game form's range). */
export const MIN_DAYS_PER_STEP = 1;
/** Four weeks: longer steps would skip whole monthly shows without the player seeing them. */
export const MAX_DAYS_PER_STEP = 28;
