import type { IsoDate, Stored } from '../../../domain/entities/base';
import type { Championship } from '../../../domain/entities/championship';
import type { Gender } from '../../../domain/entities/enums';
import type { Segment } from '../../../domain/entities/segment';
import type { Wrestler } from '../../../domain/entities/wrestler';
import type { Rng } from '../../../domain/rules/rng';

/** What a generator may draw on besides randomness: today and the records already there. */
export interface GenerateContext {
  rng: Rng;
  today: IsoDate;
  /** Existing brands; a generated record joins one of them when there are any. */
  brandIds: readonly number[];
  /** Existing active wrestlers (for factions). */
  wrestlerIds: readonly number[];
  /** The active wrestlers themselves, for the records that book them (appearances, bets, events). */
  wrestlers: readonly Stored<Wrestler>[];
  /** Existing championships, for reigns. */
  championships: readonly Stored<Championship>[];
  /** Existing segments; only loaded for the tables that refer to one (bets), empty otherwise. */
  segments: readonly Stored<Segment>[];
  /** The gender the player asked for; drawn (0.75 male, 0.25 female) when absent. */
  gender?: Gender;
}

/** Why a generator could not draw a record: nothing of the kind it refers to exists yet. */
export const GenerateMessages = {
  noWrestlers: 'No wrestlers to book: start a new game first',
  noBrands: 'No brands to draft to: start a new game first',
  noSegments: 'No segments to bet on: create a production first',
  noChampionships: 'No championships to hold: start a new game first',
  noHolders: 'No championship has enough eligible wrestlers to hold it',
  noShows: 'No shows to produce: start a new game first',
  everyShowProduced: (date: string) => `Every show already has a production on ${date}`,
  tooFewEntrants: (event: string, needed: number) => `Not enough eligible wrestlers for a ${event}: it needs ${needed}`,
} as const;

/** The items, or a clear error when there are none to refer to. */
export function need<T>(items: readonly T[], message: string): readonly T[] {
  if (items.length === 0) throw new Error(message);
  return items;
}
