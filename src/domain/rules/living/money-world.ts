import type { Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Wrestler } from '../../entities/wrestler';

/**
 * The part of the living week (week-rules.ts `WeekWorld`) the money rules read and change. The
 * rules are generic over it, so they fit `WeekRule` without importing week-rules.ts (no cycle).
 */
export interface MoneyWorld {
  from: string;
  brands: Stored<Brand>[];
  wrestlers: Stored<Wrestler>[];
  news: string[];
}
