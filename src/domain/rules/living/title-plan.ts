import type { ShowTypeKey } from '../../entities/enums';

// Issue 15 item 7 "Titles with weight", living rules only: how often the booker puts a title on
// the line, and how often the champion keeps it, by the kind of show (docs/decisions-world.md).

type ByShowType = Readonly<Record<ShowTypeKey, number>>;

export const LIVING_TITLES = {
  /**
   * Chance a card's main event (its last drawn segment) is a title match. Events always put a
   * title on top; the flagship TV shows often; cable less; the one-match online shows seldom.
   */
  mainEvent: { TV: 0.5, CABLE: 0.35, X: 0.1, PPV: 1, MAJOR_PPV: 1, WORLD: 1 } as ByShowType,
  /** Chance any other drawn segment is one: only events stack title matches on the undercard. */
  undercard: { TV: 0, CABLE: 0, X: 0, PPV: 0.45, MAJOR_PPV: 0.55, WORLD: 0.65 } as ByShowType,
  /** The champion's chance to retain: title changes are rarer on weekly TV than on events. */
  retain: { TV: 0.85, CABLE: 0.85, X: 0.9, PPV: 0.65, MAJOR_PPV: 0.6, WORLD: 0.55 } as ByShowType,
  /** A production with no show (a one-off card) books and defends as weekly TV does. */
  fallback: 'TV' as ShowTypeKey,
  /**
   * Nobody wrestles two title matches within this many days: a champion defends at most once a
   * week, counted over any seven days (so a Sunday event and Monday's TV are not both defences).
   */
  restDays: 7,
  /** Challengers come from the top of the ranking (points): this many beyond the places needed. */
  contenderSpare: 2,
  /** A title's wait (weeks per match of its reign) weighs at most this much in the booker's choice. */
  idleCap: 12,
  /** How much more a main event favours the card's most prestigious bookable title. */
  topTitleWeight: 3,
} as const;

const typeOf = (showType: ShowTypeKey | undefined): ShowTypeKey =>
  showType && showType in LIVING_TITLES.retain ? showType : LIVING_TITLES.fallback;

/** The chance the booker makes this drawn segment a title match (main event or undercard). */
export const titleMatchShare = (showType: ShowTypeKey | undefined, mainEvent: boolean): number =>
  (mainEvent ? LIVING_TITLES.mainEvent : LIVING_TITLES.undercard)[typeOf(showType)];

/** The defending champion's chance to retain on this kind of show, always within (0, 1). */
export const retainChance = (showType: ShowTypeKey | undefined): number => LIVING_TITLES.retain[typeOf(showType)];

/** Whether the show is a weekly programme (TV, cable, online) rather than an event. */
export const isWeeklyShow = (showType: ShowTypeKey | undefined): boolean => LIVING_TITLES.undercard[typeOf(showType)] === 0;

/**
 * The card's main event: its last segment the booker draws (SPEC's running order ends with the
 * main event), or null when none is drawn.
 */
export function mainEventOf<S extends { id: number }>(segments: readonly S[], isDrawn: (segment: S) => boolean): number | null {
  const drawn = segments.filter(isDrawn);
  return drawn.length > 0 ? drawn[drawn.length - 1].id : null;
}
