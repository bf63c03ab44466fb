import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import type { Game } from '../../entities/game';
import type { Reign } from '../../entities/reign';
import type { StandingOrders } from '../../entities/standing-orders';
import type { TalentMove, TalentOffer } from '../../entities/talent-market';
import type { Gender } from '../../entities/enums';
import type { Wrestler } from '../../entities/wrestler';
import { formatLongDate } from '../../dates';
import { formatMoney } from '../../format';
import type { TitleRecords } from '../championship';
import { vacateTitle } from '../title-vacancy';
import { endsWithin, renewContract, signFreeAgent } from './contract-signing';
import { askingTerms, refusesTalks, type ContractTerms } from './contract-terms';
import { renewalAsk } from './renewal-ask';
import { affordsNeed, canAfford, goingRate, needsOf, signableFreeAgents, TALENT_MARKET } from './talent-valuation';

// Issue 33 item 1: the player's standing orders, played at the start of each week of "Simulate
// until…" (living rules). What they allow is done; what they do not is a decision the run stops
// for, the week before it is due. docs/decisions-rivals.md "Standing orders".

export const ORDERS = {
  /** Contracts ending (and offers settling) within this many weeks are renewed or answered now. */
  weeks: 4,
} as const;

/** What the orders read: the world at the start of a week. */
export interface OrdersWorld {
  /** The game's date (the week starts here). */
  date: IsoDate;
  game: Pick<Game, 'brandIds' | 'talentOffers'>;
  wrestlers: readonly Stored<Wrestler>[];
  brands: readonly Stored<Brand>[];
  championships: readonly Stored<Championship>[];
  /** Open reigns (no end date). */
  reigns: readonly Stored<Reign>[];
}

interface DecisionBase {
  /** Stable while the situation lasts: what a waiver remembers. */
  key: string;
  /** One sentence: what is due and why the orders do not cover it. */
  why: string;
}

/** A contract of the player's ends within the orders' weeks and renewing it is outside the orders. */
export interface RenewalDecision extends DecisionBase {
  kind: 'renewal';
  wrestlerId: number;
  name: string;
  brandId: number | null;
  /** The contract's last day ('' when it ends by appearances). */
  ends: IsoDate;
  /** What the wrestler asks to stay. */
  terms: ContractTerms;
  /** False when they walked out of talks: they can only be let go. */
  canRenew: boolean;
}

/** A rival's offer settles within the orders' weeks and matching it is outside the orders. */
export interface OfferDecision extends DecisionBase {
  kind: 'offer';
  offerId: number;
  wrestlerId: number;
  name: string;
  fromCompanyId: number;
  brandId: number | null;
  ends: IsoDate;
  /** What matching costs: the offer's money (or the asking price, if more) in the shape they ask. */
  terms: ContractTerms;
}

/** A title of the player's promotion is held by someone no longer on its brands, and the orders do not vacate it. */
export interface TitleDecision extends DecisionBase {
  kind: 'title';
  championshipId: number;
  title: string;
  holders: string[];
}

/** A card of the player's that the orders do not let the booker fill, or that the booker could not fill. */
export interface CardDecision extends DecisionBase {
  kind: 'card';
  showId: number;
  date: IsoDate;
  show: string;
  productionId: number | null;
}

export type OrderDecision = RenewalDecision | OfferDecision | TitleDecision | CardDecision;

/** What the orders do this week: renewals, answers to offers, titles vacated; and what they leave to the player. */
export interface OrdersPlan {
  renewals: { wrestlerId: number; terms: ContractTerms }[];
  counters: { offerId: number; terms: ContractTerms }[];
  letGo: number[];
  vacate: number[];
  /** Issue 35: free agents signed for brands short of talent (signForNeed). */
  signings: { wrestlerId: number; brandId: number; gender: Gender; terms: ContractTerms; why?: string }[];
  decisions: OrderDecision[];
}

export const renewalKey = (w: Pick<Wrestler, 'id' | 'contractExpires'>): string => `renewal:${w.id}:${w.contractExpires || '-'}`;
export const titleKey = (title: Pick<Championship, 'wrestlerIds'> & { id: number }): string => `title:${title.id}:${title.wrestlerIds.join('-')}`;
export const cardKey = (showId: number, date: IsoDate): string => `card:${showId}:${date}`;

/** The player's brands: the game's, or every brand when the player runs them all. */
export const playerBrandIds = (game: Pick<Game, 'brandIds'>, brands: readonly { id: number }[]): Set<number> =>
  new Set(game.brandIds.length > 0 ? game.brandIds : brands.map((b) => b.id));

/** The most per appearance a brand can afford for a contract of `appearances` (its balance covers half the wages), in tens; 0 in the red. */
export const affordableCost = (brand: Pick<Brand, 'balance'>, appearances: number): number =>
  Number.isFinite(brand.balance) && brand.balance > 0
    ? Math.floor(brand.balance / (TALENT_MARKET.affordShare * Math.max(1, appearances)) / 10) * 10
    : 0;

/**
 * Whether paying these terms is within an order's limit: a fixed limit per appearance, or (null)
 * what the brand can afford, as rivals judge it (canAfford). No brand: never.
 */
export function withinLimit(limit: number | null, brand: Pick<Brand, 'balance'> | undefined, terms: ContractTerms): boolean {
  if (!brand) return false;
  return limit === null ? canAfford(brand, terms) : terms.cost <= limit;
}

/** The limit in words, for a decision's reason and the orders' explanation. */
export const limitWords = (limit: number | null, brand: Pick<Brand, 'name' | 'balance'> | undefined, appearances: number): string =>
  limit === null
    ? `what ${brand?.name ?? 'the brand'} can afford (up to ${formatMoney(brand ? affordableCost(brand, appearances) : 0)} an appearance with ${formatMoney(brand?.balance ?? 0)})`
    : `your limit of ${formatMoney(limit)} an appearance`;

const perAppearance = (cost: number): string => `${formatMoney(cost)} an appearance`;
const endsOn = (w: Pick<Wrestler, 'contractExpires' | 'remainingAppearances'>): string =>
  w.contractExpires ? `on ${formatLongDate(w.contractExpires)}` : `after ${w.remainingAppearances} more appearances`;

/** A pending offer: open, or let go and not yet settled. */
const pending = (o: TalentOffer): boolean => !o.settled && (o.status === 'open' || o.status === 'declined');

/**
 * The week's plan under the orders (pure). Contracts of the player's brands ending within
 * ORDERS.weeks are renewed at asking terms within the renewal limit; open offers are matched within
 * the match limit (as soon as they are made) or let go, as ordered; titles whose holders left are
 * vacated. Anything else due within ORDERS.weeks is a decision, unless the player waived it.
 */
export function planOrders(world: OrdersWorld, orders: StandingOrders): OrdersPlan {
  const plan: OrdersPlan = { renewals: [], counters: [], letGo: [], vacate: [], signings: [], decisions: [] };
  const own = playerBrandIds(world.game, world.brands);
  const waived = new Set(orders.waived);
  const brandOf = (w: Pick<Wrestler, 'brandIds'>) => world.brands.find((b) => own.has(b.id) && w.brandIds.includes(b.id));
  const isOwn = (w: Pick<Wrestler, 'brandIds'>) => w.brandIds.some((id) => own.has(id));
  const due = (w: Stored<Wrestler>) => endsWithin(w, world.date, ORDERS.weeks);
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const offers = (world.game.talentOffers ?? []).filter(pending);
  const offered = new Set(offers.map((o) => o.wrestlerId));

  for (const offer of offers) {
    const w = byId.get(offer.wrestlerId);
    if (offer.status !== 'open' || !w || w.status !== 'SIGNED' || !isOwn(w)) continue;
    const asking = askingTerms(w);
    const terms = { ...asking, cost: Math.max(offer.cost, asking.cost) };
    const brand = brandOf(w);
    if (orders.offers === 'letGo' || waived.has(renewalKey(w))) {
      plan.letGo.push(offer.id);
    } else if (orders.offers === 'match' && withinLimit(orders.matchUpTo, brand, terms)) {
      plan.counters.push({ offerId: offer.id, terms });
    } else if (due(w)) {
      const why =
        orders.offers === 'ask'
          ? `The offer takes effect when the contract ends ${endsOn(w)}, and your orders ask you about every rival offer.`
          : `The offer takes effect when the contract ends ${endsOn(w)}, and matching it is more than ${limitWords(orders.matchUpTo, brand, terms.appearances)}.`;
      plan.decisions.push({
        kind: 'offer', key: `offer:${offer.id}`, offerId: offer.id, wrestlerId: w.id, name: w.name,
        fromCompanyId: offer.fromCompanyId, brandId: brand?.id ?? null, ends: w.contractExpires, terms, why,
      });
    }
  }

  for (const w of world.wrestlers) {
    if (w.status !== 'SIGNED' || !w.active || w.retired || !isOwn(w) || offered.has(w.id) || !due(w)) continue;
    if (waived.has(renewalKey(w))) continue;
    const brand = brandOf(w);
    // Issue 36: the renewal ask falls with the wrestler's standing, as the rivals' renewals do.
    const ask = renewalAsk(w, world.wrestlers, brand?.id);
    const terms = ask.terms;
    const walked = refusesTalks(w, world.date);
    if (!walked && orders.renew && withinLimit(orders.renewUpTo, brand, terms)) {
      plan.renewals.push({ wrestlerId: w.id, terms });
      continue;
    }
    const why = walked
      ? `${w.name} walked out of talks until ${formatLongDate(w.talksRefusedUntil)}: the contract ends ${endsOn(w)}.`
      : orders.renew
        ? `The contract ends ${endsOn(w)}; ${w.name} asks ${perAppearance(terms.cost)}, more than ${limitWords(orders.renewUpTo, brand, terms.appearances)}.`
        : `The contract ends ${endsOn(w)} and your orders do not renew contracts: ${w.name} asks ${perAppearance(terms.cost)}.`;
    const cut = ask.why ? ` ${ask.why}` : '';
    plan.decisions.push({ kind: 'renewal', key: renewalKey(w), wrestlerId: w.id, name: w.name, brandId: brand?.id ?? null, ends: w.contractExpires, terms, canRenew: !walked, why: `${why}${cut}` });
  }

  if (orders.signForNeed) plan.signings = signingsForNeed(world, own);

  for (const title of world.championships) {
    if (!title.active || title.wrestlerIds.length === 0 || !title.brandIds.some((id) => own.has(id))) continue;
    const gone = title.wrestlerIds.map((id) => byId.get(id)).filter((w) => !w || w.retired || !w.active || w.status === 'UNSIGNED' || !isOwn(w));
    if (gone.length === 0) continue;
    if (orders.vacateTitles) {
      plan.vacate.push(title.id);
      continue;
    }
    if (waived.has(titleKey(title))) continue;
    const names = title.wrestlerIds.map((id) => byId.get(id)?.name ?? `Wrestler #${id}`);
    plan.decisions.push({
      kind: 'title', key: titleKey(title), championshipId: title.id, title: title.name, holders: names,
      why: `${gone.map((w) => w?.name ?? 'A holder').join(' and ')} no longer ${gone.length === 1 ? 'works' : 'work'} for your promotion, and your orders do not vacate titles.`,
    });
  }
  return plan;
}

/**
 * Issue 35 (the sign-for-need order): each of the player's brands in need (talent-valuation.ts
 * needsOf, as rivals judge it; issue 36: under its floor of men or women, a wrestler out injured,
 * a title without a contender) signs the most valuable free agent of that gender who is talking and
 * whose asking terms it can afford, or cheap talent (affordsNeed): one a brand a week, nobody twice. The autopilot so
 * never lets a brand's roster lapse below what it can book.
 */
export function signingsForNeed(world: Pick<OrdersWorld, 'date' | 'wrestlers' | 'brands'> & Partial<Pick<OrdersWorld, 'championships'>>, own: ReadonlySet<number>): OrdersPlan['signings'] {
  const free = signableFreeAgents(world.wrestlers, world.date);
  const taken = new Set<number>();
  const signings: OrdersPlan['signings'] = [];
  const rate = goingRate(world.wrestlers);
  for (const brand of world.brands.filter((b) => own.has(b.id)).sort((a, b) => a.id - b.id)) {
    for (const { gender, why } of needsOf(brand, world.wrestlers, world.championships ?? [], world.date)) {
      const pick = free.find((w) => w.gender === gender && !taken.has(w.id) && affordsNeed(brand, rate, askingTerms(w)));
      if (!pick) continue;
      taken.add(pick.id);
      signings.push({ wrestlerId: pick.id, brandId: brand.id, gender, terms: askingTerms(pick), why: why.replace(/^their /, 'its ') });
      break;
    }
  }
  return signings;
}

/** What carrying out a plan changed: the records to write and one line per thing done. */
export interface OrdersDone {
  wrestlers: Stored<Wrestler>[];
  talentOffers: TalentOffer[];
  championships: Stored<Championship>[];
  reigns: Stored<Reign>[];
  /** Issue 35: the free agents signed, for the board of moves. */
  moves: TalentMove[];
  lines: string[];
}

/** Carries out a plan's renewals, answers and vacancies (pure; decisions are left alone). */
export function applyOrders(world: OrdersWorld, plan: Pick<OrdersPlan, 'renewals' | 'counters' | 'letGo' | 'vacate'> & Partial<Pick<OrdersPlan, 'signings'>>): OrdersDone {
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const lines: string[] = [];
  const wrestlers: Stored<Wrestler>[] = [];
  const renew = (wrestlerId: number, terms: ContractTerms, why: string) => {
    const w = byId.get(wrestlerId);
    if (!w) return;
    const kept = renewContract(w, terms, world.date);
    byId.set(w.id, kept);
    wrestlers.push(kept);
    lines.push(`${w.name} ${why} for ${perAppearance(terms.cost)} until ${formatLongDate(kept.contractExpires)}.`);
  };
  for (const { wrestlerId, terms } of plan.renewals) renew(wrestlerId, terms, 'renewed');
  const countered = new Set(plan.counters.map((c) => c.offerId));
  for (const { offerId, terms } of plan.counters) {
    const offer = world.game.talentOffers?.find((o) => o.id === offerId);
    if (offer) renew(offer.wrestlerId, terms, 'stays: the rival offer was matched');
  }
  const talentOffers = (world.game.talentOffers ?? []).map((o): TalentOffer => {
    if (countered.has(o.id)) return { ...o, status: 'countered', settled: world.date };
    if (plan.letGo.includes(o.id)) {
      lines.push(`${byId.get(o.wrestlerId)?.name ?? 'A wrestler'} was let go to a rival offer: leaving when the contract ends.`);
      return { ...o, status: 'declined' };
    }
    return { ...o };
  });
  const moves: TalentMove[] = [];
  for (const { wrestlerId, brandId, gender, terms, why } of plan.signings ?? []) {
    const w = byId.get(wrestlerId);
    const brand = world.brands.find((b) => b.id === brandId);
    if (!w || !brand || w.status !== 'UNSIGNED') continue;
    const signed = signFreeAgent(w, terms, brandId, world.date);
    byId.set(w.id, signed);
    wrestlers.push(signed);
    const line = `${brand.name} signed ${w.name}, a free agent, for ${perAppearance(terms.cost)}: ${why ?? `its roster was short of ${gender === 'MALE' ? 'men' : 'women'}`}.`;
    lines.push(line);
    moves.push({ wrestlerId: w.id, fromCompanyId: null, toCompanyId: brand.companyId ?? null, date: world.date, reason: line });
  }
  let records: TitleRecords<Stored<Championship>> = { championships: [...world.championships], reigns: [...world.reigns] };
  for (const id of plan.vacate) {
    records = vacateTitle(records, id, world.date, 'The champion left your promotion');
    lines.push(`${world.championships.find((c) => c.id === id)?.name ?? 'A title'} was vacated: its champion left your promotion.`);
  }
  const vacated = new Set(plan.vacate);
  return {
    wrestlers,
    talentOffers,
    championships: records.championships.filter((c) => vacated.has(c.id)),
    // vacateTitle ends the open reigns it was given: stored ones, each written back.
    reigns: records.reigns.filter((r): r is Stored<Reign> => r.id !== undefined && vacated.has(r.championshipId) && r.endDate === world.date),
    moves,
    lines,
  };
}
