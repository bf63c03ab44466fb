import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';

export interface Segment extends BaseRecord {
  championshipIds: number[];
  appearanceIds: number[];
  brandIds: number[];
  date: IsoDate;
  /** A segment kind's `type` from the catalogue, or DEFAULT. */
  type: string;
  /** Seconds. */
  duration: number;
  /** 0 until rated; stars out of 5 and beyond. */
  rating: number;
  complete: boolean;
  storyline: string;
  category: string;
  meta: Record<string, unknown>;
}

export const DEFAULT_SEGMENT_DURATION = 300;

export const createSegment = (partial?: Partial<Segment>): Segment =>
  withDefaults<Segment>(
    {
      ...baseDefaults(),
      championshipIds: [],
      appearanceIds: [],
      brandIds: [],
      date: '',
      type: 'DEFAULT',
      duration: DEFAULT_SEGMENT_DURATION,
      rating: 0,
      complete: false,
      storyline: '',
      category: 'Presentation',
      meta: {},
    },
    partial,
  );
