import { kindOrDefault } from '../catalog/segment-kinds';
import { showTypes } from '../catalog/show-types';
import { DEFAULT_PRODUCTION_COST, type FinanceLine } from '../entities/production';
import type { Show } from '../entities/show';
import { assertRecordFields } from '../fields/record-check';
import { roundCents, type ProductionFinances } from '../rules/finance';
import { livingAttendance, type Attendance } from '../rules/living/attendance';
import { awayAttendance, awayReach, distanceOf, localShare, regionOf, travelCost, type Travel } from '../rules/living/travel';
import type { Venue } from '../entities/venue';
import { merchIncome, NO_VENUE_MULTIPLIER, ticketIncome } from '../rules/living/gate';
import { tvIncome, viewersRatio } from '../rules/living/tv-income';
import { stagingCost } from '../rules/living/staging';
import { appearanceWages } from '../rules/living/wages';
import { cardFill, crowdWithTurnout, type CardFill } from '../rules/living/card-turnout';
import { brandCredits, creditBrands, creditProduction } from './completion-finance';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';
import { explainFinance, explainViewers } from './finance-explanation';
import { formatMoney } from '../format';

type MoneyShow = Pick<Show, 'type' | 'maxDuration' | 'avgAttendance' | 'avgTicketPrice' | 'avgMerchPrice' | 'avgViewers'>;
const NO_SHOW: MoneyShow = { type: 'TV', maxDuration: 0, avgAttendance: 0, avgTicketPrice: 0, avgMerchPrice: 0, avgViewers: 0 };

/** The card's drawing power: the booked wrestlers' average popularity (each counted once), 0–100; 50 for an empty card. */
export function bookedCardDraw(work: Pick<CompletionWork, 'segments' | 'appearances' | 'wrestlersBefore'>): number {
  const before = byId(work.wrestlersBefore);
  const ids = new Set(work.segments.flatMap((segment) => appearancesOf(work, segment).map((a) => a.wrestlerId)));
  return cardDrawOf([...ids].map((id) => before.get(id)?.popularity));
}

/** The drawing power of the wrestlers booked (each once): their average popularity read as 0–100; 50 for none. */
export function cardDrawOf(popularities: readonly (number | undefined)[]): number {
  const draws = popularities.flatMap((popularity) =>
    popularity === undefined || !Number.isFinite(popularity) ? [] : [Math.min(100, Math.max(0, popularity))]);
  return draws.length === 0 ? 50 : draws.reduce((a, b) => a + b, 0) / draws.length;
}

/** A card with every place filled: its turnout changes nothing. */
const FULL_CARD: CardFill = { matches: 0, full: 0, people: 0, share: 1, factor: 1 };

/** Issue 33: how full the card is (card-turnout.ts), from the appearances of its segments. */
export const turnoutOf = (work: Pick<CompletionWork, 'segments' | 'appearances'>): CardFill =>
  cardFill(work.segments.map((segment) => ({ type: segment.type, people: appearancesOf(work, segment) })));

/**
 * Issue 33: what the living money of a show reads, whether a completion (livingFinances) or the
 * card's estimate before Simulate (src/application/production/money-estimate.ts) asks: one
 * function for both, so the estimate cannot drift from what the simulation charges.
 */
export interface ShowMoneyInput {
  show: MoneyShow | null;
  venue: Pick<Venue, 'name' | 'capacity' | 'cost' | 'revenueMultiplier' | 'country' | 'city'> | null;
  /** The card's drawing power, 0–100 (bookedCardDraw). */
  cardDraw: number;
  /** Each appearance's wrestler cost (a wrestler booked twice is paid twice). */
  wages: readonly number[];
  /** Each segment's cost (its kind's). */
  segmentCosts: readonly number[];
  productionCost: number;
  brands: readonly { name: string }[];
  /** Issue 33: the promotion's home country ('' when unknown: no show is away). */
  homeCountry: string;
  /** Issue 33: the region of each wrestler booked, once each (locals draw as at home). */
  wrestlerRegions: readonly string[];
  /** Issue 33: how full the card is (card-turnout.ts); absent, a full card. */
  fill?: CardFill;
}

export interface ShowMoney {
  finances: ProductionFinances;
  lines: FinanceLine[];
  crowd: Attendance & { reach: number };
  tv: number;
  venueCost: number;
  staging: number;
  travel: Travel;
  fill: CardFill;
}

/** Issue 15: the living money of a show, every figure with the line that explains it (issue 33: travel and the reach away from home). */
export function livingShowMoney(input: ShowMoneyInput): ShowMoney {
  const show = input.show ?? NO_SHOW;
  const usual = showTypes[show.type] ?? showTypes.TV;
  const { venue, cardDraw } = input;
  const form = viewersRatio(show.avgViewers, usual.avgViewers);
  const region = venue ? regionOf(venue) : '';
  const distance = venue ? distanceOf(input.homeCountry, region) : 'home';
  // Issue 33: a card is what it draws: an empty or badly under-filled one thins the crowd and the TV money.
  const fill = input.fill ?? FULL_CARD;
  const crowd = crowdWithTurnout(awayAttendance(
    livingAttendance({
      usualCrowd: show.avgAttendance, cardDraw, form,
      ticketPrice: show.avgTicketPrice, usualPrice: usual.avgTicketPrice, capacity: venue ? venue.capacity : null,
    }),
    awayReach(distance, localShare(input.wrestlerRegions, region)),
  ), fill.factor);
  const multiplier = venue ? venue.revenueMultiplier : NO_VENUE_MULTIPLIER;
  const attendanceIncome = ticketIncome(crowd.seats, show.avgTicketPrice, multiplier);
  const merch = merchIncome(crowd.seats, show.avgMerchPrice);
  const tv = input.show ? roundCents(tvIncome(show.avgViewers, usual.avgViewers) * fill.factor) : 0;
  const income = roundCents(attendanceIncome + merch + tv);
  const wrestlersCost = appearanceWages(input.wages);
  const segmentsCost = roundCents(input.segmentCosts.reduce((total, cost) => total + cost, 0));
  const venueCost = venue && Number.isFinite(venue.cost) ? Math.max(0, venue.cost) : 0;
  const { productionCost } = input;
  const staging = input.show ? stagingCost(input.show.type, input.show.maxDuration) : 0;
  const travel = travelCost(distance, input.wrestlerRegions.length, staging);
  const outgoings = roundCents(productionCost + wrestlersCost + segmentsCost + venueCost + staging + travel.cost);
  const payout = roundCents(income - outgoings);
  const singlePayout = payout / Math.max(1, input.brands.length);
  const finances: ProductionFinances = {
    attendance: crowd.seats, attendanceIncome, merchIncome: merch, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout,
  };
  const lines = explainFinance({
    crowd, show, usual, venue, multiplier, cardDraw, form, finances, tv, venueCost, productionCost, staging,
    appearances: input.wages.length, brands: input.brands, travel, region: venue ? (venue.country || venue.city) : '', fill: input.fill,
  });
  return { finances, lines, crowd, tv, venueCost, staging, travel, fill };
}

/** The show-money input of a completion: its card as booked, its venue, and its promotion's home. */
export function showMoneyInputOf(work: CompletionWork): ShowMoneyInput {
  const before = byId(work.wrestlersBefore);
  const booked = work.segments.flatMap((segment) => appearancesOf(work, segment).map((a) => a.wrestlerId));
  return {
    show: work.show, venue: work.venue ?? null, cardDraw: bookedCardDraw(work),
    // Issue 35: a wrestler is paid once for the night, however many segments they are in (appearance-countdown.ts).
    wages: [...new Set(booked)].map((id) => before.get(id)?.cost ?? 0),
    segmentCosts: work.segments.map((segment) => kindOrDefault(segment.type).cost),
    productionCost: work.production.cost ?? DEFAULT_PRODUCTION_COST,
    brands: work.brands,
    fill: turnoutOf(work),
    homeCountry: work.homeCountry ?? '',
    wrestlerRegions: [...new Set(booked)].flatMap((id) => { const w = before.get(id); return w ? [regionOf(w)] : []; }),
  };
}

/** Issue 15: the living money of a production, every figure with the line that explains it. */
export function livingFinances(work: CompletionWork): { finances: ProductionFinances; lines: FinanceLine[]; fill: CardFill } {
  const { finances, lines, fill } = livingShowMoney(showMoneyInputOf(work));
  return { finances, lines, fill };
}

/**
 * Issue 15: step 4 on a living game. The viewers are the classic step's; the money is the living
 * rules' (demand capped by the venue, tickets by its multiplier, its cost, wages per appearance, TV
 * income by viewers), stored with its explanation; each brand's share is credited as classic does.
 */
export const livingCreditBrandsStep: CompletionStep = (work) => {
  const classic = creditProduction(work);
  const { finances, lines, fill } = livingFinances(work);
  const { attendance, attendanceIncome, merchIncome: merch, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout } = finances;
  // Issue 33: the night's viewers are the spec's, times the card's turnout (nobody watches an empty card).
  const viewers = fill.factor < 1 ? Math.round(classic.production.viewers * fill.factor) : classic.production.viewers;
  const figures = { attendance, attendanceIncome, merchIncome: merch, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout, viewers };
  assertRecordFields('Production', { id: work.production.id, ...figures }, 'stored');
  const shared = work.brands.length > 1 ? `, shared by ${work.brands.length} brands` : '';
  // Issue 36: each brand's share to the cent, so its balance moves by exactly its ledger line.
  const credits = brandCredits(work.brands, roundCents(singlePayout), {
    date: work.production.date.slice(0, 10),
    label: `Show: ${work.show?.name || work.production.name || 'a production'}`,
    reason: `Income ${formatMoney(income)} − outgoings ${formatMoney(outgoings)}${shared}`,
  });
  return {
    ...classic,
    finances,
    production: { ...classic.production, ...figures, finance: { lines: classic.viewers ? [explainViewers(classic.viewers, work.show?.avgViewers ?? 0, fill), ...lines] : lines } },
    brands: creditBrands(work.brands, credits),
    effects: { ...work.effects, brandCredits: credits },
  };
};
