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

/**
 * Issue 36: notes a completed segment keeps as compact JSON text rather than an object (the
 * rivalry's chapter, the airtime), a third of their room in the backup's pretty layout. Their
 * readers take either form (`segmentNote`), so older saves read as before.
 */
export const NOTES_KEPT_AS_TEXT = ['rivalry', 'airtime'] as const;

/** A segment's note under `key`: JSON text read back (undefined when it is not JSON), anything else as it is. */
export function segmentNote(meta: Record<string, unknown> | null | undefined, key: string): unknown {
  const value = meta?.[key];
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The segment as a completion stores it: those notes (objects) as JSON text, other meta keys as they are. */
export function withNotesAsText<S extends Pick<Segment, 'meta'>>(segment: S): S {
  const meta = segment.meta;
  if (typeof meta !== 'object' || meta === null || !NOTES_KEPT_AS_TEXT.some((key) => typeof meta[key] === 'object' && meta[key] !== null)) return segment;
  const notes = Object.fromEntries(
    NOTES_KEPT_AS_TEXT.filter((key) => typeof meta[key] === 'object' && meta[key] !== null).map((key) => [key, JSON.stringify(meta[key])]),
  );
  return { ...segment, meta: { ...meta, ...notes } };
}
