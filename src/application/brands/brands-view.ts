import type { Stored } from '../../domain/entities/base';
import type { Brand, LedgerEntry } from '../../domain/entities/brand';
import { ledgerOf, moneyYearsOf } from '../../domain/rules/ledger';
import { roundCents } from '../../domain/rules/finance';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../ports/unit-of-work.port';
import { IN_RING_ROLES, isInRing } from '../../domain/rules/roster';
import { requireGame } from '../game';

/** A title a brand shares in, and who holds it now. */
export interface BrandChampion {
  championshipId: number;
  title: string;
  /** Holders' names; empty while vacant. */
  holders: string[];
}

/** One brand of `/brands`. */
export interface BrandRow {
  id: number;
  name: string;
  desc: string;
  color: string;
  backgroundColor: string;
  /** US dollars. */
  balance: number;
  director: { id: number; name: string } | null;
  /** Active wrestlers who step into the ring for this brand (staff not counted). */
  rosterSize: number;
  /** Its active titles, most prestigious first. */
  champions: BrandChampion[];
  /** The game runs this brand (Game.brandIds; an empty list runs every brand). */
  inGame: boolean;
  /** The promotion that owns it (money moves only between one promotion's brands). */
  companyId: number | null;
  /** Issue 33: its latest money movements, newest first (at most LEDGER_SHOWN). */
  ledger: LedgerEntry[];
  /** Issue 36: its money per calendar year by category, newest first (moneyYearRows). */
  years: MoneyYearRow[];
  /** The brand as read, for its editor's as-read check (issue 14). */
  record: Stored<Brand>;
}

/**
 * Issue 36: one calendar year of a brand's money, as its ledger's lines added up by category:
 * opening + change = closing, and change is the sum of the lines.
 */
export interface MoneyYearRow {
  year: number;
  opening: number;
  /** Each category's total, the largest (money in or out) first. */
  lines: { category: string; amount: number }[];
  /** The sum of the lines. */
  change: number;
  /** opening + change. */
  closing: number;
  /**
   * What moved the balance with no line (the next year's opening, or for the latest year the
   * balance now, minus closing): 0 when every change has its line.
   */
  unexplained: number;
}

/** A brand's years, newest first, each with its categories and what, if anything, no line explains. */
export function moneyYearRows(brand: Pick<Brand, 'balance' | 'moneyYears'>): MoneyYearRow[] {
  const years = moneyYearsOf(brand);
  return years.map((y, i): MoneyYearRow => {
    const lines = Object.entries(y.totals).map(([category, amount]) => ({ category, amount }))
      .filter((line) => line.amount !== 0)
      .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || a.category.localeCompare(b.category));
    const change = roundCents(lines.reduce((sum, line) => sum + line.amount, 0));
    const closing = roundCents(y.opening + change);
    const next = i + 1 < years.length ? years[i + 1].opening : brand.balance;
    return { year: y.year, opening: y.opening, lines, change, closing, unexplained: Number.isFinite(next) ? roundCents(next - closing) : 0 };
  }).reverse();
}

/** Someone who may direct a brand; staff first in the form, then wrestlers. */
export interface DirectorOption {
  id: number;
  name: string;
  staff: boolean;
}

export interface BrandsView {
  brands: BrandRow[];
  directors: DirectorOption[];
}

/** Ledger entries a brand's card shows. */
export const LEDGER_SHOWN = 5;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Every brand by name, with what it has: money, director, roster and champions. */
export function createBrandsView({ repos }: { repos: Repositories }) {
  return async (): Promise<BrandsView> => {
    const game = await requireGame(repos);
    const [brands, wrestlers, championships] = await Promise.all([repos.Brand.all(), repos.Wrestler.all(), repos.Championship.all()]);
    const people = new Map(wrestlers.map((w) => [w.id, w]));
    const nameOf = (id: number) => people.get(id)?.name;
    const titles = championships.filter((c) => c.active).sort((a, b) => a.rank - b.rank || byName(a, b));

    return {
      brands: [...brands].sort(byName).map((brand): BrandRow => {
        const director = brand.directorId === null ? undefined : people.get(brand.directorId);
        return {
          id: brand.id,
          name: brand.name,
          desc: brand.desc,
          color: brand.color,
          backgroundColor: brand.backgroundColor,
          balance: brand.balance,
          director: director ? { id: director.id, name: director.name } : null,
          rosterSize: wrestlers.filter((w: Stored<Wrestler>) => w.brandIds.includes(brand.id) && isInRing(w)).length,
          champions: titles
            .filter((c) => c.brandIds.includes(brand.id))
            .map((c) => ({ championshipId: c.id, title: c.name, holders: c.wrestlerIds.flatMap((id) => nameOf(id) ?? []) })),
          inGame: game.brandIds.length === 0 || game.brandIds.includes(brand.id),
          companyId: brand.companyId,
          ledger: ledgerOf(brand).slice(-LEDGER_SHOWN).reverse(),
          years: moneyYearRows(brand),
          record: brand,
        };
      }),
      directors: [...wrestlers].sort(byName).map((w) => ({ id: w.id, name: w.name, staff: !IN_RING_ROLES.includes(w.role) })),
    };
  };
}
