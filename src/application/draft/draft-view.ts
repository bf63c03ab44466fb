import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Draft } from '../../domain/entities/draft';
import type { ContractType, WrestlerStatus } from '../../domain/entities/enums';
import type { Wrestler } from '../../domain/entities/wrestler';
import { draftCost } from '../../domain/rules/draft';
import type { Repositories } from '../ports/unit-of-work.port';
import type { Clock } from '../ports/clock.port';
import type { DraftFormContext } from './draft-form';
import { gameDateOr, readGame } from '../game';
import { draftMarketOf, type DraftMarket } from './draft-market';

export interface DraftBrand {
  id: number;
  name: string;
  balance: number;
}

export interface DraftWrestler {
  id: number;
  name: string;
  cost: number;
  status: WrestlerStatus;
  brandNames: string[];
}

/** One draft as the lists show it; a name is null when its record has since been deleted. */
export interface DraftRow {
  id: number;
  pick: number;
  wrestlerId: number | null;
  wrestlerName: string | null;
  brandId: number | null;
  brandName: string | null;
  amountOfAppearances: number;
  costPerAppearance: number;
  /** What the brand pays: appearances × cost per appearance. */
  total: number;
  contractType: ContractType;
  startDate: IsoDate;
  endDate: IsoDate;
  complete: boolean;
  /** Issue 33 (a game with rivals): why this pending draft will not be processed (a rival's brand or wrestler); absent when it will. */
  refusal?: string;
}

export interface DraftView {
  gameDate: IsoDate;
  brands: DraftBrand[];
  /** Wrestlers who can be drafted (not retired), by name. */
  wrestlers: DraftWrestler[];
  /** Incomplete drafts, by pick then id. */
  pending: DraftRow[];
  completed: DraftRow[];
  /**
   * Issue 33: present in a game with rivals. The brands are the player's, the wrestlers those no
   * rival has under contract, and a wrestler's cost (and a pending draft's) is their market price.
   */
  market?: { promotion: string };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const byPick = (a: DraftRow, b: DraftRow) => a.pick - b.pick || a.id - b.id;

export function toDraftRow(draft: Stored<Draft>, wrestlers: ReadonlyMap<number, { name: string }>, brands: ReadonlyMap<number, { name: string }>): DraftRow {
  const { id, pick, wrestlerId, brandId, amountOfAppearances, costPerAppearance, contractType, startDate, endDate, complete } = draft;
  return {
    id, pick, wrestlerId, brandId, amountOfAppearances, costPerAppearance, contractType, startDate, endDate, complete,
    wrestlerName: wrestlerId === null ? null : (wrestlers.get(wrestlerId)?.name ?? null),
    brandName: brandId === null ? null : (brands.get(brandId)?.name ?? null),
    total: draftCost(draft),
  };
}

/** Issue 33: a pending draft as the market prices it now (a completed one keeps what was paid; a refused one says why). */
function marketRow(row: DraftRow, market: DraftMarket): DraftRow {
  if (row.complete) return row;
  // A refused draft keeps what it holds: it will not be charged.
  const refusal = market.refusalOf(row);
  if (refusal) return { ...row, refusal };
  const price = market.priceOf(row.wrestlerId) ?? row.costPerAppearance;
  return { ...row, costPerAppearance: price, total: draftCost({ amountOfAppearances: row.amountOfAppearances, costPerAppearance: price }) };
}

/** The draft screen's read model: the form's choices and both lists. */
export async function readDraftView(repos: Repositories, clock: Clock | undefined): Promise<DraftView> {
  const [game, brandRows, wrestlerRows, drafts, companies] = await Promise.all([
    readGame(repos),
    repos.Brand.all(),
    repos.Wrestler.all(),
    repos.Draft.all(),
    repos.Company.all(),
  ]);
  const market = draftMarketOf({ game, wrestlers: wrestlerRows, brands: brandRows, companies });
  const brandById = new Map(brandRows.map((b: Stored<Brand>) => [b.id, b]));
  const wrestlerById = new Map(wrestlerRows.map((w: Stored<Wrestler>) => [w.id, w]));
  const rows = drafts.map((d) => toDraftRow(d, wrestlerById, brandById)).map((r) => (market ? marketRow(r, market) : r));
  const draftable = (w: Stored<Wrestler>) => !w.retired && (!market || market.refusalOf({ wrestlerId: w.id, brandId: null }) === null);
  return {
    gameDate: gameDateOr(game, clock),
    brands: brandRows
      .filter((b) => !market || game!.brandIds.includes(b.id))
      .map(({ id, name, balance }) => ({ id, name, balance })).sort(byName),
    wrestlers: wrestlerRows
      .filter(draftable)
      .map(({ id, name, cost, status, brandIds }) => ({
        id, name, cost: market?.priceOf(id) ?? cost, status,
        brandNames: brandIds.flatMap((b) => brandById.get(b)?.name ?? []),
      }))
      .sort(byName),
    pending: rows.filter((r) => !r.complete).sort(byPick),
    completed: rows.filter((r) => r.complete).sort(byPick),
    ...(market ? { market: { promotion: companies.find((c) => c.id === game!.playerCompanyId)?.name || 'your promotion' } } : {}),
  };
}

/** The stored facts the form's checks need (draft-form.ts). */
export function formContextOf(view: Pick<DraftView, 'brands' | 'wrestlers' | 'pending'>): DraftFormContext {
  const names = new Map(view.wrestlers.map((w) => [w.id, w.name]));
  return {
    brandIds: new Set(view.brands.map((b) => b.id)),
    wrestlerIds: new Set(view.wrestlers.map((w) => w.id)),
    pendingPickOf: new Map(view.pending.flatMap((d) => (d.wrestlerId === null ? [] : [[d.wrestlerId, d.pick] as const]))),
    nameOf: (id) => names.get(id),
  };
}
