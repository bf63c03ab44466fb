import type { IsoDate } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { addDays } from '../../dates';
import { CONTRACT_LIMITS, type ContractTerms } from './contract-terms';
import { contractEnded } from './fitness';

// Issue 15 (living rules): what signing, renewing and walking out do to the wrestler's record.

type Contracted = Pick<Wrestler, 'status' | 'brandIds' | 'cost' | 'remainingAppearances' | 'contractExpires' | 'contractType' | 'talksRefusedUntil'>;

/**
 * A renewal: the new term runs on from the current expiry when that is still ahead (the player
 * loses nothing by renewing early) and the appearances add to those left; a contract that has
 * already ended starts afresh on `date`.
 */
export function renewContract<W extends Contracted>(w: W, terms: ContractTerms, date: IsoDate): W {
  const ended = contractEnded(w, date);
  const from = !ended && w.contractExpires && w.contractExpires > date ? w.contractExpires : date;
  return {
    ...w,
    status: 'SIGNED',
    cost: terms.cost,
    contractType: terms.contractType,
    contractExpires: addDays(from, terms.weeks * 7),
    remainingAppearances: (ended ? 0 : Math.max(0, w.remainingAppearances)) + terms.appearances,
    talksRefusedUntil: '',
  };
}

/** A free agent signs with a brand: a new contract from `date`. */
export const signFreeAgent = <W extends Contracted>(w: W, terms: ContractTerms, brandId: number, date: IsoDate): W => ({
  ...w,
  status: 'SIGNED',
  brandIds: [brandId],
  cost: terms.cost,
  contractType: terms.contractType,
  contractExpires: addDays(date, terms.weeks * 7),
  remainingAppearances: terms.appearances,
  talksRefusedUntil: '',
});

/** They walked out of the talks: no talking until the cooling-off days have passed. */
export const walkOut = <W extends Pick<Wrestler, 'talksRefusedUntil'>>(w: W, date: IsoDate): W => ({
  ...w,
  talksRefusedUntil: addDays(date, CONTRACT_LIMITS.refuseDays),
});

/** A signed wrestler's contract ends within `weeks` weeks of `date` (or already has): by date, or by appearances at about two a week. */
export const endsWithin = (w: Pick<Wrestler, 'status' | 'contractExpires' | 'remainingAppearances'>, date: IsoDate, weeks: number): boolean =>
  w.status === 'SIGNED' &&
  ((Boolean(w.contractExpires) && w.contractExpires <= addDays(date, weeks * 7)) || w.remainingAppearances <= weeks * 2);
