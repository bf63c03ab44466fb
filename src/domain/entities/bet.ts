import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { BetType } from './enums';

export interface Bet extends BaseRecord {
  segmentId: number | null;
  wrestlerId: number | null;
  /** US dollars. */
  amount: number;
  type: BetType;
  complete: boolean;
  date: IsoDate;
}

export const createBet = (partial?: Partial<Bet>): Bet =>
  withDefaults<Bet>(
    { ...baseDefaults(), segmentId: null, wrestlerId: null, amount: 0, type: 'WIN', complete: false, date: '' },
    partial,
  );
