import type { IsoDate } from '../../../domain/entities/base';
import type { Gender } from '../../../domain/entities/enums';
import type { Rng } from '../../../domain/rules/rng';

/** What a generator may draw on besides randomness: today and the records already there. */
export interface GenerateContext {
  rng: Rng;
  today: IsoDate;
  /** Existing brands; a generated record joins one of them when there are any. */
  brandIds: readonly number[];
  /** Existing active wrestlers (for factions). */
  wrestlerIds: readonly number[];
  /** The gender the player asked for; drawn (0.75 male, 0.25 female) when absent. */
  gender?: Gender;
}
