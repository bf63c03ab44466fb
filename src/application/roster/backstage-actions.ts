import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import { withLedgerEntries } from '../../domain/rules/ledger';
import { isLiving, type Game } from '../../domain/entities/game';
import type { Wrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { formatMoney, formatStat } from '../../domain/format';
import { DAMAGE_RECOVERY } from '../../domain/rules/calendar';
import { roundCents } from '../../domain/rules/finance';
import { chargeBrands } from '../../domain/rules/living/brand-charges';
import { boost, penalty } from '../../domain/rules/results';
import { isInRing } from '../../domain/rules/roster';
import { readStat } from '../../domain/rules/stats';
import { treated, treatmentPlan, TREATMENT, type TreatmentPlan } from '../../domain/rules/treatment';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import type { UseCaseDeps } from '../deps';
import { conditionOf, type ConditionStats } from './backstage-view';

export type Modifier = 'boost' | 'penalty';

/** One wrestler's six statistics before and after an action, as read (0..100). */
export interface StatChange {
  id: number;
  name: string;
  before: ConditionStats;
  after: ConditionStats;
}

export interface DamageChange {
  id: number;
  name: string;
  /** Damage as read (0..100). */
  before: number;
  after: number;
}

const apply: Record<Modifier, (w: Wrestler) => Wrestler> = { boost, penalty };

/** One wrestler's treatment: the damage change, what it costs, who pays and how long they rest. */
export interface TreatmentLine extends DamageChange {
  /** Dollars. */
  cost: number;
  /** Days out of action it adds (0 under classic rules). */
  daysOut: number;
  /** The return date afterwards ('' when fit). */
  outUntil: IsoDate;
  brandId: number;
  brandName: string;
}

/** What one brand pays for a treatment, and whether it can. */
export interface BrandCharge {
  brandId: number;
  name: string;
  amount: number;
  /** The balance before paying. */
  balance: number;
  affordable: boolean;
}

/** A treatment before (a quote) or after (the report) it is paid. */
export interface TreatmentQuote {
  date: IsoDate;
  living: boolean;
  /** Those whose damage goes down, by name. */
  lines: TreatmentLine[];
  charges: BrandCharge[];
  total: number;
  /** The player's wrestlers left out because no brand of the player's pays for them (free agents). */
  unpaid: string[];
  /** Why it cannot be paid (a brand short of money), or null. */
  refusal: string | null;
}

export const TreatmentMessages = {
  notYours: (name: string) =>
    `${name || 'This wrestler'} is not on your roster: you treat only your own wrestlers. Rival promotions look after theirs.`,
  noBrand: (name: string) => `${name || 'This wrestler'} is a free agent: no brand of yours pays for treatment. Sign them first.`,
  cannotPay: (brand: string, amount: number, balance: number) =>
    `${brand || 'A brand'} cannot pay ${formatMoney(amount)} for treatment: its balance is ${formatMoney(balance)}. Heal less, or move money to it first.`,
  ledger: (who: string, healed: number) => `Treatment for ${who}: ${formatStat(healed, 1)} damage at ${formatMoney(TREATMENT.costPerPoint)} a point`,
} as const;

/** The brand that pays for a wrestler: their first brand of the player's (any of theirs when the player runs every brand). */
const payerOf = (wrestler: Pick<Wrestler, 'brandIds'>, game: Pick<Game, 'brandIds'>, brands: ReadonlyMap<number, Stored<Brand>>): Stored<Brand> | undefined =>
  wrestler.brandIds.filter((id) => game.brandIds.length === 0 || game.brandIds.includes(id)).map((id) => brands.get(id)).find((b) => b !== undefined);

/** A planned treatment with the records it was planned on (read in the same unit of work that applies it). */
interface PlannedTreatment {
  quote: TreatmentQuote;
  wrestlers: Stored<Wrestler>[];
  plans: TreatmentPlan[];
  brands: ReadonlyMap<number, Stored<Brand>>;
}

/**
 * Issue 33: the treatment of the given wrestlers (null: everyone Backstage lists, the player's in-ring
 * roster) by `amount`, read in the transaction given. A named wrestler who is not the player's, or
 * whom no brand pays for, is refused with the reason.
 */
async function planTreatment(tx: Repositories, wrestlerIds: readonly number[] | null, amount: number): Promise<PlannedTreatment> {
  const game = await requireGame(tx);
  const [brandList, named] = await Promise.all([tx.Brand.all(), wrestlerIds === null ? tx.Wrestler.all() : tx.Wrestler.getMany([...new Set(wrestlerIds)])]);
  const brands = new Map(brandList.map((b) => [b.id, b]));
  if (wrestlerIds !== null) {
    const missing = wrestlerIds.find((id) => !named.some((w) => w.id === id));
    if (missing !== undefined) throw new CatalogueError(ErrorMessages.recordNotFound(missing, 'Wrestler'));
    const stranger = named.find((w) => forGameBrands([w], game).length === 0);
    if (stranger) throw new CatalogueError(TreatmentMessages.notYours(stranger.name));
    const free = named.find((w) => !payerOf(w, game, brands));
    if (free) throw new CatalogueError(TreatmentMessages.noBrand(free.name));
  }
  const candidates = wrestlerIds === null ? forGameBrands(named, game).filter((w) => isInRing(w) && !w.retired) : named;
  const living = isLiving(game);
  const treatedOnes: { wrestler: Stored<Wrestler>; plan: TreatmentPlan; line: TreatmentLine }[] = [];
  const unpaid: string[] = [];
  for (const wrestler of candidates) {
    const plan = treatmentPlan(wrestler, amount, game.date, living);
    if (plan.healed <= 0) continue;
    const payer = payerOf(wrestler, game, brands);
    if (!payer) {
      unpaid.push(wrestler.name);
      continue;
    }
    const line = {
      id: wrestler.id, name: wrestler.name, before: readStat(wrestler, 'damage'), after: plan.after, cost: plan.cost, daysOut: plan.daysOut,
      outUntil: plan.injuredUntil, brandId: payer.id, brandName: payer.name,
    };
    treatedOnes.push({ wrestler, plan, line });
  }
  treatedOnes.sort((a, b) => a.line.name.localeCompare(b.line.name));
  const owed = new Map<number, number>();
  for (const { line } of treatedOnes) owed.set(line.brandId, roundCents((owed.get(line.brandId) ?? 0) + line.cost));
  const charges = [...owed].map(([brandId, amountOwed]): BrandCharge => {
    const brand = brands.get(brandId)!;
    return { brandId, name: brand.name, amount: amountOwed, balance: brand.balance, affordable: brand.balance >= amountOwed };
  });
  const short = charges.find((c) => !c.affordable);
  const quote: TreatmentQuote = {
    date: game.date, living, lines: treatedOnes.map((t) => t.line), charges, unpaid,
    total: roundCents(charges.reduce((sum, c) => sum + c.amount, 0)),
    refusal: short ? TreatmentMessages.cannotPay(short.name, short.amount, short.balance) : null,
  };
  return { quote, wrestlers: treatedOnes.map((t) => t.wrestler), plans: treatedOnes.map((t) => t.plan), brands };
}

/** Pays for the planned treatment and applies it, in the unit of work it was planned in; a brand short of money refuses it all. */
async function applyTreatment(tx: Repositories, { quote, wrestlers, plans, brands }: PlannedTreatment): Promise<TreatmentQuote> {
  if (quote.refusal) throw new CatalogueError(quote.refusal);
  if (quote.lines.length === 0) return quote;
  const payers = quote.charges.map((c) => brands.get(c.brandId)!);
  const charged = chargeBrands(payers, new Map(quote.charges.map((c) => [c.brandId, c.amount]))).map((brand, i) => {
    const mine = quote.lines.filter((l) => l.brandId === brand.id);
    const who = mine.length === 1 ? mine[0].name : `${mine.length} wrestlers`;
    const points = mine.reduce((sum, l) => sum + (l.before - l.after), 0);
    return withLedgerEntries(brand, [{ date: quote.date, amount: -quote.charges[i].amount, label: 'Treatment', reason: TreatmentMessages.ledger(who, points) }]);
  });
  await Promise.all([tx.Wrestler.bulkPut(wrestlers.map((w, i) => treated(w, plans[i]))), tx.Brand.bulkPut(charged)]);
  return quote;
}

/**
 * The backstage and Modifiers actions, each reporting what it changed. Every call is one unit of
 * work: a boost of twenty wrestlers either lands for all of them or for none.
 */
export function createBackstageActions({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return {
    /** Reading B (DESIGN §3) on several wrestlers at once; an unknown id rejects and writes nothing. */
    modify: (modifier: Modifier, wrestlerIds: readonly number[]): Promise<StatChange[]> =>
      unitOfWork.run(async (tx) => {
        const ids = [...new Set(wrestlerIds)];
        const wrestlers = await tx.Wrestler.getMany(ids);
        const missing = ids.find((id) => !wrestlers.some((w) => w.id === id));
        if (missing !== undefined) throw new CatalogueError(ErrorMessages.recordNotFound(missing, 'Wrestler'));
        const changed = wrestlers.map((w) => ({ ...apply[modifier](w), id: w.id }));
        await tx.Wrestler.bulkPut(changed);
        return wrestlers.map((w, i) => ({ id: w.id, name: w.name, before: conditionOf(w), after: conditionOf(changed[i]) }));
      }),

    /** What treating one wrestler (`[id]`) or all the player's (`null`) by `amount` would cost: nothing is written. */
    quoteTreatment: (wrestlerIds: readonly number[] | null, amount: number = DAMAGE_RECOVERY): Promise<TreatmentQuote> =>
      unitOfWork.run(async (tx) => (await planTreatment(tx, wrestlerIds, amount)).quote),

    /**
     * Issue 33: treats one of the player's wrestlers by `amount` (0.5 by default): the damage comes
     * off, the brand pays (in its ledger, with the reason) and, under living rules, the wrestler rests.
     */
    healOne: (wrestlerId: number, amount: number = DAMAGE_RECOVERY): Promise<TreatmentQuote> =>
      unitOfWork.run(async (tx) => applyTreatment(tx, await planTreatment(tx, [wrestlerId], amount))),

    /** The same for every wrestler the player runs (Backstage's list); rival rosters are never touched. */
    healEveryone: (amount: number = DAMAGE_RECOVERY): Promise<TreatmentQuote> =>
      unitOfWork.run(async (tx) => applyTreatment(tx, await planTreatment(tx, null, amount))),
  };
}

export type BackstageActions = ReturnType<typeof createBackstageActions>;
