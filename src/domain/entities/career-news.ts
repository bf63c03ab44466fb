import type { IsoDate } from './base';

/**
 * Issue 36 (living rules): what the living week did to careers and belts, kept on the Game record
 * (`game.careerNews`, newest last, at most MAX_CAREER_NEWS) so Backstage, the office and the blog
 * can show it after the week is over. Schema 11 keeps its 16 tables: this is a list on the one Game
 * record, like the talent war's moves.
 */
export type CareerNewsKind =
  /** A retirement was announced (the day is in the text and on the wrestler, `retiresOn`). */
  | 'announced'
  /** A retirement took effect. */
  | 'retired'
  /** The player asked a retiring wrestler to stay: their answer. */
  | 'stay'
  /** A rookie arrived as a free agent. */
  | 'arrived'
  /** A rookie signed (a developmental intake, or a promotion signing one). */
  | 'signed'
  /** A title was vacated, with the reason. */
  | 'vacated'
  /** A legend entered the Hall of Fame on retiring. */
  | 'hallOfFame';

export const CAREER_NEWS_KINDS: readonly CareerNewsKind[] = ['announced', 'retired', 'stay', 'arrived', 'signed', 'vacated', 'hallOfFame'];

export interface CareerNews {
  date: IsoDate;
  kind: CareerNewsKind;
  /** The wrestler the line is about (null for a title's line without one). */
  wrestlerId: number | null;
  /** The title a vacancy is about (null otherwise). */
  championshipId: number | null;
  /** The promotion (company) it happened in, when there is one (null: a free agent, or no promotions). */
  companyId: number | null;
  /** One sentence for the player: "Kip Sabian announced his retirement at 41: the last day is 3 March 2027." */
  text: string;
}

/** Newest lines kept on the Game record (about three years of a living world's careers). */
export const MAX_CAREER_NEWS = 300;

const idOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The stored list, read leniently (an old save has none; a damaged entry is left out). */
export function readCareerNews(value: unknown): CareerNews[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CareerNews[] => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const kind = CAREER_NEWS_KINDS.find((k) => k === e.kind);
    if (!kind || typeof e.text !== 'string' || typeof e.date !== 'string') return [];
    return [{ date: e.date, kind, wrestlerId: idOrNull(e.wrestlerId), championshipId: idOrNull(e.championshipId), companyId: idOrNull(e.companyId), text: e.text }];
  });
}

/** The list with `added` appended, bounded to the newest MAX_CAREER_NEWS. */
export const withCareerNews = (value: unknown, added: readonly CareerNews[]): CareerNews[] =>
  added.length === 0 ? readCareerNews(value) : [...readCareerNews(value), ...added].slice(-MAX_CAREER_NEWS);
