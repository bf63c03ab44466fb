import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';

/**
 * The part of the living week (week-rules.ts `WeekWorld`) the money rules read and change. The
 * rules are generic over it, so they fit `WeekRule` without importing week-rules.ts (no cycle).
 */
export interface MoneyWorld {
  from: string;
  /** The week's last day, when the charges are made (the ledger's date; `from` when not given). */
  to?: string;
  brands: Stored<Brand>[];
  wrestlers: Stored<Wrestler>[];
  news: string[];
}

/** The day a week's charges are written under in the ledger (issue 33). */
export const chargeDate = (world: Pick<MoneyWorld, 'from' | 'to'>): string => world.to ?? world.from;
