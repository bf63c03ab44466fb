import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';

// Issue 15: who a living game may book. The classic eligibility (SPEC §5, random-match.ts) stays;
// living rules also keep out the injured and those whose contract has run out.

type Fitness = Pick<Wrestler, 'injuredUntil' | 'contractExpires' | 'remainingAppearances' | 'status'>;

/** Injured on `date`: a return date after it. */
export const isInjured = (wrestler: Pick<Wrestler, 'injuredUntil'>, date: IsoDate): boolean =>
  Boolean(wrestler.injuredUntil) && wrestler.injuredUntil > date;

/** The contract has ended on `date`: past its expiry, or no appearances left. */
export const contractEnded = (wrestler: Pick<Wrestler, 'contractExpires' | 'remainingAppearances'>, date: IsoDate): boolean =>
  (Boolean(wrestler.contractExpires) && wrestler.contractExpires < date) || wrestler.remainingAppearances <= 0;

/** Fit to be drawn by a living game's booker on `date` (on top of the classic eligibility). */
export const fitToBook = (wrestler: Fitness, date: IsoDate): boolean =>
  wrestler.status !== 'UNSIGNED' && !isInjured(wrestler, date) && !contractEnded(wrestler, date);
