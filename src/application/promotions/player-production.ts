import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import { companyOfShow, isRivalShow } from '../../domain/entities/promotion';
import { CatalogueError, PromotionMessages, TimeMessages } from '../../domain/errors';
import { firstOpenDay, isPastNight } from '../../domain/rules/time';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { readGame } from '../game';

/** What an action names: a production, or a segment on one (a segment carries its production's brands). */
export interface ProductionRef {
  productionId?: number | null;
  segmentId?: number | null;
}

/** Who runs a production the player is looking at. */
export interface ProductionOwner {
  companyId: number | null;
  name: string;
  /** A rival runs it: the player may look, never book or simulate. */
  rival: boolean;
}

type Reads = Pick<Repositories, 'Game' | 'Production' | 'Segment' | 'Brand' | 'Company'>;

async function cardOf(repos: Reads, ref: ProductionRef): Promise<{ brandIds: number[]; date: string; name: string } | null> {
  const record = typeof ref.productionId === 'number' ? await repos.Production.get(ref.productionId)
    : typeof ref.segmentId === 'number' ? await repos.Segment.get(ref.segmentId) : undefined;
  return record ? { brandIds: record.brandIds, date: record.date, name: 'segmentIds' in record ? record.name : '' } : null;
}

async function brandIdsOf(repos: Reads, ref: ProductionRef): Promise<number[] | null> {
  return (await cardOf(repos, ref))?.brandIds ?? null;
}

/** The company running a card of these brands, and whether it is a rival of the player. */
export async function ownerOfBrands(repos: Reads, game: Stored<Game> | undefined, brandIds: readonly number[]): Promise<ProductionOwner | null> {
  if (!game) return null;
  const brands = await repos.Brand.all();
  const card = { brandIds: [...brandIds] };
  const companyId = companyOfShow(card, game, brands);
  const company = companyId === null ? undefined : await repos.Company.get(companyId);
  return { companyId, name: company?.name ?? 'another promotion', rival: isRivalShow(card, game) };
}

/** Who runs the production (or the segment's production); null when it or the game is unknown. */
export async function ownerOfProduction(repos: Reads, ref: ProductionRef): Promise<ProductionOwner | null> {
  const [game, brandIds] = await Promise.all([readGame(repos), brandIdsOf(repos, ref)]);
  return brandIds ? ownerOfBrands(repos, game, brandIds) : null;
}

/**
 * Issue 18: THE guard of the player's actions on a production. A rival's show is read-only to the
 * player: the UI-facing use cases (segment edits, randomise, simulate) call this first. The rivals'
 * own week books and completes through the unguarded production use cases, so it never meets it.
 * A record that cannot be found is left to the use case itself to refuse as it always has. Issue 33:
 * nor is a show dated before the game's date, whoever runs it.
 */
export async function assertPlayerProduction(repos: Reads, ref: ProductionRef): Promise<void> {
  // One round of reads on every booking click (issue 19, interaction-p95): the game and the card's
  // brands together; the brands and the company are read only to name a rival in the refusal.
  const [game, card] = await Promise.all([readGame(repos), cardOf(repos, ref)]);
  // Issue 33: a show whose night has passed is not booked any more (both rule sets).
  if (game && card && isPastNight(card.date, game.date)) throw new CatalogueError(TimeMessages.pastShow(card.name, card.date, firstOpenDay(game.date)));
  const brandIds = card?.brandIds ?? null;
  if (!game || game.playerCompanyId === null || game.playerCompanyId === undefined) return;
  if (!brandIds || !isRivalShow({ brandIds }, game)) return;
  const owner = await ownerOfBrands(repos, game, brandIds);
  if (owner?.rival) throw new CatalogueError(PromotionMessages.rivalProductionReadOnly(owner.name));
}

/** The game repository's writes: each ends the sharing of a read on its way. */
const GAME_WRITES = ['create', 'update', 'delete', 'duplicate', 'clear', 'bulkPut', 'bulkAdd', 'bulkCreate'] as const;

/**
 * The transaction's repositories, where reads of the game record asked for while one is on its way
 * get that one (the guard and the edit both read it first thing; it is the largest record of the
 * game, and each read of it is decoded anew). Once the read is in, or once the game is written,
 * the next read goes to storage as usual.
 */
export function sharingGameReads(tx: Repositories): Repositories {
  const game = tx.Game;
  let inFlight: { id: number; result: Promise<Stored<Game> | undefined> } | null = null;
  const shared = Object.create(game) as Repositories['Game'];
  shared.get = (id: number) => {
    if (inFlight !== null && inFlight.id === id) return inFlight.result;
    const entry = { id, result: game.get(id) };
    inFlight = entry;
    const settle = () => {
      if (inFlight === entry) inFlight = null;
    };
    entry.result.then(settle, settle);
    return entry.result;
  };
  for (const name of GAME_WRITES) {
    (shared as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      inFlight = null;
      return (game[name] as (...inner: unknown[]) => unknown).apply(game, args);
    };
  }
  return { ...tx, Game: shared };
}

/**
 * A unit of work whose every run also asks `assertPlayerProduction`, in the same transaction and
 * beside the work rather than before it (issue 19, interaction-p95: the guard's own round of
 * reads came first on every booking click). The run fails, and so writes nothing, when the guard
 * refuses, whatever the work did meanwhile; its refusal wins over the work's own failure.
 */
function guardedRuns(unitOfWork: UnitOfWork, ref: ProductionRef): { unitOfWork: UnitOfWork; ran: () => boolean } {
  let ran = false;
  return {
    ran: () => ran,
    unitOfWork: {
      run<R>(work: (tx: Repositories) => Promise<R>): Promise<R> {
        ran = true;
        return unitOfWork.run(async (tx) => {
          const shared = sharingGameReads(tx);
          const [guard, done] = await Promise.allSettled([assertPlayerProduction(shared, ref), work(shared)]);
          if (guard.status === 'rejected' && (done.status === 'fulfilled' || guard.reason instanceof CatalogueError)) throw guard.reason;
          if (done.status === 'rejected') throw done.reason;
          return done.value;
        });
      },
    },
  };
}

type GuardDeps = { repos: Repositories; unitOfWork: UnitOfWork };

/**
 * Builds the use cases with `build` and wraps each so that an edit naming a production (found by
 * `refOf` in its arguments) is refused on a rival's show (`assertPlayerProduction`). Each such call
 * builds its use cases afresh over a unit of work that runs the guard inside the edit's own
 * transaction (`guardedRuns`). A call that ends without opening a unit of work wrote nothing: the
 * guard is asked after it, so a rival's show still says who runs it rather than the use case's
 * own complaint.
 */
export function guardedByPromotion<D extends GuardDeps, S extends Record<string, unknown>>(
  deps: D,
  build: (deps: D) => S,
  refOf: (args: unknown[]) => ProductionRef | null,
): S {
  const unguarded = build(deps);
  const guarded: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(unguarded)) {
    guarded[name] =
      typeof useCase === 'function'
        ? async (...args: unknown[]) => {
            const ref = refOf(args);
            if (!ref) return (useCase as (...inner: unknown[]) => unknown)(...args);
            const runs = guardedRuns(deps.unitOfWork, ref);
            const call = build({ ...deps, unitOfWork: runs.unitOfWork })[name] as (...inner: unknown[]) => unknown;
            try {
              return await call(...args);
            } finally {
              // Its refusal, if any, replaces the call's own result or failure.
              if (!runs.ran()) await assertPlayerProduction(deps.repos, ref);
            }
          }
        : useCase;
  }
  return guarded as S;
}

/** The production or segment an edit names: a bare number is a segment id (SPEC §4 segment edits). */
export function refOfEdit(args: unknown[]): ProductionRef | null {
  const [first] = args;
  if (typeof first === 'number') return { segmentId: first };
  if (typeof first !== 'object' || first === null) return null;
  const { productionId, segmentId, production } = first as { productionId?: unknown; segmentId?: unknown; production?: { id?: unknown } };
  if (typeof productionId === 'number') return { productionId };
  if (typeof production?.id === 'number') return { productionId: production.id };
  if (typeof segmentId === 'number') return { segmentId };
  return null;
}
