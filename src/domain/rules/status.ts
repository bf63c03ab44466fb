import { diffDays } from '../dates';
import type { Alignment } from '../entities/enums';
import type { IsoDate } from '../entities/base';
import type { Wrestler } from '../entities/wrestler';

/** SPEC §4 "Alignment change segment": GOOD and BAD swap, anything else becomes NEUTRAL. */
export function flipAlignment(alignment: Alignment | string): Alignment {
  if (alignment === 'GOOD') return 'BAD';
  if (alignment === 'BAD') return 'GOOD';
  return 'NEUTRAL';
}

export const changeAlignment = <W extends Pick<Wrestler, 'alignment'>>(wrestler: W): W => ({
  ...wrestler,
  alignment: flipAlignment(wrestler.alignment),
});

/** SPEC §4 "Retirement segment". */
export const retire = <W extends Pick<Wrestler, 'active' | 'retired'>>(wrestler: W): W => ({
  ...wrestler,
  active: false,
  retired: true,
});

/** SPEC §4 "Goals": a wrestler chases one championship at a time, or nothing. */
export const setGoal = <W extends Pick<Wrestler, 'goalIds'>>(wrestler: W, championshipId: number): W => ({
  ...wrestler,
  goalIds: [championshipId],
});

export const clearGoals = <W extends Pick<Wrestler, 'goalIds'>>(wrestler: W): W => ({ ...wrestler, goalIds: [] });

/** A contract has run out on the day it expires; an empty expiry date never runs out. */
export function isContractExpired(wrestler: Pick<Wrestler, 'contractExpires'>, date: IsoDate): boolean {
  if (!wrestler.contractExpires) return false;
  return diffDays(wrestler.contractExpires, date) >= 0;
}

/**
 * Contract checks: a signed wrestler whose contract has expired by the date becomes a free agent
 * (UNSIGNED, no brand). Others are returned as they were.
 */
export function expireContract<W extends Pick<Wrestler, 'contractExpires' | 'status' | 'brandIds'>>(
  wrestler: W,
  date: IsoDate,
): W {
  if (wrestler.status !== 'SIGNED' || !isContractExpired(wrestler, date)) return wrestler;
  return { ...wrestler, status: 'UNSIGNED', brandIds: [] };
}
