import type { Stored } from '../../domain/entities/base';
import type { Brand, LedgerEntry } from '../../domain/entities/brand';
import { ledgerOf } from '../../domain/rules/ledger';
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
  /** The brand as read, for its editor's as-read check (issue 14). */
  record: Stored<Brand>;
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
          record: brand,
        };
      }),
      directors: [...wrestlers].sort(byName).map((w) => ({ id: w.id, name: w.name, staff: !IN_RING_ROLES.includes(w.role) })),
    };
  };
}
