import type { Clock } from '../../application/ports/clock.port';
import { localIsoDate } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';

/**
 * The real clock. `today()` is the player's local calendar day: a new game started late in the
 * evening should carry the date on the player's wall calendar, not the UTC one.
 */
export class SystemClock implements Clock {
  constructor(private readonly instant: () => Date = () => new Date()) {}

  now(): string {
    return this.instant().toISOString();
  }

  today(): IsoDate {
    return localIsoDate(this.instant());
  }
}

/** A clock stopped at one moment, for tests and replays. */
export class FixedClock implements Clock {
  constructor(private readonly isoTimestamp: string) {}

  now(): string {
    return this.isoTimestamp;
  }

  today(): IsoDate {
    return this.isoTimestamp.slice(0, 10);
  }
}
