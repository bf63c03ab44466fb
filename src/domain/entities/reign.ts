import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export interface Reign extends BaseRecord {
  wrestlerIds: number[];
  championshipId: number;
  segmentId: number | null;
  defenses: number;
  startDate: IsoDate;
  /** null while the reign is current. */
  endDate: IsoDate | null;
  /**
   * Issue 36 (living rules): the last day the title was on the line during this reign after it
   * began (a defence); '' when it has not been since the start (or in a save from before).
   */
  lastDefence: IsoDate;
  /** Issue 36: why the reign ended without a match ("vacated: … signed with …"); '' otherwise. */
  endReason: string;
}

export const createReign = (partial?: Partial<Reign>): Reign =>
  withDefaults<Reign>(
    { ...baseDefaults(), wrestlerIds: [], championshipId: 0, segmentId: null, defenses: 0, startDate: '', endDate: null, lastDefence: '', endReason: '' },
    partial,
  );
