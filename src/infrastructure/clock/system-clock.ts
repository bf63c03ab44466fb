import type { Clock } from '../../application/ports/clock.port';
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
    // The local calendar day from the Date's own fields (no date library on the first page).
    const at = this.instant();
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
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
