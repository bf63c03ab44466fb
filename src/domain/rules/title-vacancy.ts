import type { IsoDate } from '../entities/base';
import type { Championship } from '../entities/championship';
import type { Wrestler } from '../entities/wrestler';
import type { Reign } from '../entities/reign';
import type { TitleRecords } from './championship';
import { isContractExpired } from './status';

type Standing = Pick<Wrestler, 'active' | 'retired' | 'status' | 'contractExpires'>;

/**
 * Why a holder can no longer defend a title on the date, or null when they can: no record any more,
 * retired, released (a free agent), inactive, or a contract that has run out.
 */
export function whyCannotDefend(wrestler: Standing | undefined, date: IsoDate): string | null {
  if (!wrestler) return 'is no longer in the game';
  if (wrestler.retired) return 'has retired';
  if (wrestler.status === 'UNSIGNED') return 'has been released';
  if (!wrestler.active) return 'is inactive';
  if (isContractExpired(wrestler, date)) return 'has no contract';
  return null;
}

/**
 * Vacating a title: its open reign ends on the date (every one, should a save hold several) and it
 * is left without holders, so the next winner starts a new reign. Other titles are left as they were.
 * Issue 36: `reason` (why it was given up, "Kip Sabian signed with VWU") is kept on the ended reign.
 */
export function vacateTitle<C extends Championship & { id: number }>(
  records: TitleRecords<C>,
  championshipId: number,
  date: IsoDate,
  reason = '',
): TitleRecords<C> {
  const isOpen = (reign: Reign) => reign.championshipId === championshipId && reign.endDate === null;
  return {
    championships: records.championships.map((c) => (c.id === championshipId ? { ...c, wrestlerIds: [] } : c)),
    reigns: records.reigns.map((reign) => (isOpen(reign) ? { ...reign, endDate: date, ...(reason ? { endReason: reason } : {}) } : reign)),
  };
}
