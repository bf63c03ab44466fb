import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export interface Faction extends BaseRecord {
  brandIds: number[];
  leaderIds: number[];
  managerIds: number[];
  wrestlerIds: number[];
  startDate: IsoDate;
  endDate: IsoDate | null;
}

export const createFaction = (partial?: Partial<Faction>): Faction =>
  withDefaults<Faction>(
    { ...baseDefaults(), brandIds: [], leaderIds: [], managerIds: [], wrestlerIds: [], startDate: '', endDate: null },
    partial,
  );
