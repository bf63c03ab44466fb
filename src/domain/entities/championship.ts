import { baseDefaults, withDefaults, type BaseRecord } from './base';
import type { ChampionshipGender } from './enums';

export interface Championship extends BaseRecord {
  /** Current holders. */
  wrestlerIds: number[];
  brandIds: number[];
  gender: ChampionshipGender;
  /** How many wrestlers hold it at once (2 for tag titles); 0 means not fixed. */
  holders: number;
  minPoints: number;
  maxPoints: number;
  rank: number;
  active: boolean;
}

export const createChampionship = (partial?: Partial<Championship>): Championship =>
  withDefaults<Championship>(
    {
      ...baseDefaults(),
      wrestlerIds: [],
      brandIds: [],
      gender: 'MALE',
      holders: 0,
      minPoints: 0,
      maxPoints: 100,
      rank: 100,
      active: true,
    },
    partial,
  );
