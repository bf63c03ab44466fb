import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { ChampionshipGender } from './enums';

export interface Rumble extends BaseRecord {
  date: IsoDate;
  championshipId: number | null;
  /** Entrants in entry order. */
  entryIds: number[];
  enteredIds: number[];
  /** Eliminated wrestlers in order of elimination. */
  eliminationIds: number[];
  /** eliminatedByIds[i] are those credited with eliminating eliminationIds[i]. */
  eliminatedByIds: number[][];
  winnerId: number | null;
  gender: ChampionshipGender;
  brandIds: number[];
  /** Seconds. */
  duration: number;
  active: boolean;
  complete: boolean;
}

export const createRumble = (partial?: Partial<Rumble>): Rumble =>
  withDefaults<Rumble>(
    {
      ...baseDefaults(),
      date: '',
      championshipId: null,
      entryIds: [],
      enteredIds: [],
      eliminationIds: [],
      eliminatedByIds: [],
      winnerId: null,
      gender: 'MALE',
      brandIds: [],
      duration: 0,
      active: false,
      complete: false,
    },
    partial,
  );
