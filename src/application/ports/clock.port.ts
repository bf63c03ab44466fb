import type { IsoDate } from '../../domain/entities/base';

export interface Clock {
  /** ISO-8601 timestamp of now. */
  now(): string;
  /** Today's calendar date, ISO-8601. */
  today(): IsoDate;
}
