import { baseDefaults, withDefaults, type BaseRecord } from './base';
import type { ShowFrequency, ShowTypeKey } from './enums';

/** A show's economy: what a show type presets and a show keeps (SPEC §3). Money in US dollars. */
export interface ShowEconomy {
  /** US dollars of TV or streaming income per production. */
  income: number;
  defaultAmountSegments: number;
  avgTicketPrice: number;
  avgMerchPrice: number;
  avgViewers: number;
  avgAttendance: number;
}

export interface Show extends BaseRecord, ShowEconomy {
  brandIds: number[];
  commentatorIds: number[];
  refereeIds: number[];
  interviewerIds: number[];
  authorityIds: number[];
  special: boolean;
  frequency: ShowFrequency;
  /** 0 = January; yearly shows only. */
  monthIndex: number;
  /** Week of month, floor(dayOfMonth / 7); monthly and yearly shows. */
  weekIndex: number;
  /** 0 = Sunday … 6 = Saturday; 7 never matches. */
  dayIndex: number;
  /** Seconds. */
  maxDuration: number;
  entranceVideoUrl: string;
  minPoints: number;
  maxPoints: number;
  /** Economy preset the show was built from (our addition: the presets of SPEC §3). */
  type: ShowTypeKey;
  /**
   * Issue 36 (living rules): the pairings of the show's last main events, newest last
   * (rules/living/main-event-memory.ts); empty until a living card of the show completes.
   */
  recentMainEvents: string[];
}

export const createShow = (partial?: Partial<Show>): Show =>
  withDefaults<Show>(
    {
      ...baseDefaults(),
      name: 'No title',
      brandIds: [],
      commentatorIds: [],
      refereeIds: [],
      interviewerIds: [],
      authorityIds: [],
      special: false,
      frequency: 'weekly',
      monthIndex: 0,
      weekIndex: 0,
      dayIndex: 0,
      maxDuration: 3600,
      entranceVideoUrl: '',
      minPoints: 0,
      maxPoints: 100,
      type: 'TV',
      income: 0,
      defaultAmountSegments: 4,
      avgTicketPrice: 0,
      avgMerchPrice: 0,
      avgViewers: 0,
      avgAttendance: 0,
      recentMainEvents: [],
    },
    partial,
  );
