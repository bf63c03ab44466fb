import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Company } from '../../domain/entities/company';
import type { Draft } from '../../domain/entities/draft';
import type { Game } from '../../domain/entities/game';
import { hasRivals, isPlayerBrand, rivalOfWrestler } from '../../domain/entities/promotion';
import type { Wrestler } from '../../domain/entities/wrestler';
import { formatMoney } from '../../domain/format';
import type { TalentMove } from '../../domain/entities/talent-market';
import { marketPrice } from '../../domain/rules/living/talent-valuation';
import { companyOfWrestler } from '../../domain/entities/promotion';
import { CatalogueError, RosterMessages } from '../../domain/errors';
import type { DraftPick } from '../../domain/machines/draft.machine';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import type { DraftFormValues, DraftProblems } from './draft-form';

/**
 * Issue 33 item 3: the draft in a game with rivals. The player drafts only into their own brands
 * and only wrestlers no rival has under contract; each pick costs the wrestler's market price
 * (marketPrice), not a number the player types; each signing goes on the talent board. Without
 * rivals (classic rules, or every promotion run by the player) the spec's draft is unchanged.
 */
export interface DraftMarket {
  game: Stored<Game>;
  /** Why this draft may not be made or processed (a rival's brand or wrestler), or null. */
  refusalOf(draft: Pick<Draft, 'wrestlerId' | 'brandId'>): string | null;
  /** The wrestler's market price per appearance, or null for a wrestler not on file. */
  priceOf(wrestlerId: number | null): number | null;
  /** The board's entries for drafts just signed (from where each wrestler was before). */
  movesOf(signed: readonly Stored<Draft>[]): TalentMove[];
}

interface MarketReads {
  game: Stored<Game> | null | undefined;
  wrestlers: readonly Stored<Wrestler>[];
  brands: readonly Stored<Brand>[];
  companies: readonly Stored<Company>[];
}

/** The draft's market rules for this game, or null when the game has no rivals (the spec's draft). */
export function draftMarketOf({ game, wrestlers, brands, companies }: MarketReads): DraftMarket | null {
  if (!game || !hasRivals(game)) return null;
  const wrestlerById = new Map(wrestlers.map((w) => [w.id, w]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const own = brands.filter((b) => game.brandIds.includes(b.id)).map((b) => b.name);
  const companyName = (id: number) => companies.find((c) => c.id === id)?.name || `Promotion ${id}`;
  return {
    game,
    refusalOf: ({ wrestlerId, brandId }) => {
      const brand = brandId === null ? undefined : brandById.get(brandId);
      if (brand && !isPlayerBrand(game, brand.id)) return RosterMessages.rivalBrand(brand.name, own);
      const w = wrestlerId === null ? undefined : wrestlerById.get(wrestlerId);
      const rival = w ? rivalOfWrestler(game, w, brands) : null;
      return w && rival !== null ? RosterMessages.rivalWrestler(w.name, companyName(rival)) : null;
    },
    priceOf: (wrestlerId) => {
      const w = wrestlerId === null ? undefined : wrestlerById.get(wrestlerId);
      return w ? marketPrice(w) : null;
    },
    movesOf: (signed) =>
      signed.flatMap((d) => {
        const w = d.wrestlerId === null ? undefined : wrestlerById.get(d.wrestlerId);
        const brand = d.brandId === null ? undefined : brandById.get(d.brandId);
        if (!w || !brand) return [];
        const from = w.status === 'UNSIGNED' ? null : companyOfWrestler(w, brands);
        if (from === game.playerCompanyId) return [];
        const who = from === null ? 'a free agent' : `from ${companyName(from)}`;
        const reason = `${brand.name} drafted ${w.name}, ${who}, for ${formatMoney(d.costPerAppearance)} an appearance (the market price) × ${d.amountOfAppearances} appearances.`;
        return [{ wrestlerId: w.id, fromCompanyId: from, toCompanyId: game.playerCompanyId, date: game.date, reason }];
      }),
  };
}

/** The market of the game in this unit of work (null without rivals). */
export async function readMarket(tx: Pick<Repositories, 'Game' | 'Wrestler' | 'Brand' | 'Company'>): Promise<DraftMarket | null> {
  const game = await readGame(tx);
  if (!game || !hasRivals(game)) return null;
  const [wrestlers, brands, companies] = await Promise.all([tx.Wrestler.all(), tx.Brand.all(), tx.Company.all()]);
  return draftMarketOf({ game, wrestlers, brands, companies });
}

/** A pick checked (a rival's brand or wrestler is refused: nothing is written) and priced at the market. */
export function marketPick(market: DraftMarket, pick: DraftPick): DraftPick {
  const refusal = market.refusalOf({ wrestlerId: pick.wrestlerId, brandId: pick.brandId });
  if (refusal) throw new CatalogueError(refusal);
  return { ...pick, costPerAppearance: market.priceOf(pick.wrestlerId) ?? pick.costPerAppearance };
}

/** The draft form's problems the market adds: a rival's brand or wrestler, by field. */
export function marketProblems(market: DraftMarket | null, values: Pick<DraftFormValues, 'brandId' | 'wrestlerId'>): DraftProblems {
  if (!market) return {};
  const problems: DraftProblems = {};
  const brand = market.refusalOf({ wrestlerId: null, brandId: values.brandId });
  const wrestler = market.refusalOf({ wrestlerId: values.wrestlerId, brandId: null });
  if (brand) problems.brandId = brand;
  if (wrestler) problems.wrestlerId = wrestler;
  return problems;
}

/**
 * Before processing: every pending draft the market allows is priced at today's market price
 * (written, so the charge is what the preview showed); the refused ones' ids are returned, for
 * the machine to leave pending.
 */
export async function priceMarketDrafts(tx: Pick<Repositories, 'Draft'>, market: DraftMarket): Promise<Set<number>> {
  const refused = new Set<number>();
  for (const draft of (await tx.Draft.all()).filter((d) => !d.complete)) {
    if (market.refusalOf(draft)) {
      refused.add(draft.id);
      continue;
    }
    const price = market.priceOf(draft.wrestlerId);
    if (price !== null && price !== draft.costPerAppearance) await tx.Draft.update(draft.id, { costPerAppearance: price });
  }
  return refused;
}
