import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export interface Reign extends BaseRecord {
  wrestlerIds: number[];
  championshipId: number;
  segmentId: number | null;
  defenses: number;
  startDate: IsoDate;
  /** null while the reign is current. */
  endDate: IsoDate | null;
}

export const createReign = (partial?: Partial<Reign>): Reign =>
  withDefaults<Reign>(
    { ...baseDefaults(), wrestlerIds: [], championshipId: 0, segmentId: null, defenses: 0, startDate: '', endDate: null },
    partial,
  );
