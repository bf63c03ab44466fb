import { kindOrDefault } from '../catalog/segment-kinds';
import { showTypes } from '../catalog/show-types';
import { DEFAULT_PRODUCTION_COST, type FinanceLine } from '../entities/production';
import type { Show } from '../entities/show';
import { assertRecordFields } from '../fields/record-check';
import { roundCents, type ProductionFinances } from '../rules/finance';
import { livingAttendance } from '../rules/living/attendance';
import { merchIncome, NO_VENUE_MULTIPLIER, ticketIncome } from '../rules/living/gate';
import { tvIncome, viewersRatio } from '../rules/living/tv-income';
import { stagingCost } from '../rules/living/staging';
import { appearanceWages } from '../rules/living/wages';
import { cardFill, crowdWithTurnout, type CardFill } from '../rules/living/card-turnout';
import { brandCredits, creditBrands, creditProduction } from './completion-finance';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';
import { explainFinance, explainViewers } from './finance-explanation';

type MoneyShow = Pick<Show, 'type' | 'maxDuration' | 'avgAttendance' | 'avgTicketPrice' | 'avgMerchPrice' | 'avgViewers'>;
const NO_SHOW: MoneyShow = { type: 'TV', maxDuration: 0, avgAttendance: 0, avgTicketPrice: 0, avgMerchPrice: 0, avgViewers: 0 };

/** The card's drawing power: the booked wrestlers' average popularity (each counted once), 0–100; 50 for an empty card. */
export function bookedCardDraw(work: Pick<CompletionWork, 'segments' | 'appearances' | 'wrestlersBefore'>): number {
  const before = byId(work.wrestlersBefore);
  const ids = new Set(work.segments.flatMap((segment) => appearancesOf(work, segment).map((a) => a.wrestlerId)));
  const draws = [...ids].flatMap((id) => {
    const popularity = before.get(id)?.popularity;
    return popularity === undefined || !Number.isFinite(popularity) ? [] : [Math.min(100, Math.max(0, popularity))];
  });
  return draws.length === 0 ? 50 : draws.reduce((a, b) => a + b, 0) / draws.length;
}

/** Issue 33: how full the card is (card-turnout.ts), from the appearances of its segments. */
export const turnoutOf = (work: Pick<CompletionWork, 'segments' | 'appearances'>): CardFill =>
  cardFill(work.segments.map((segment) => ({ type: segment.type, people: appearancesOf(work, segment) })));

/** Issue 15: the living money of a production, every figure with the line that explains it. */
export function livingFinances(work: CompletionWork): { finances: ProductionFinances; lines: FinanceLine[]; fill: CardFill } {
  const show = work.show ?? NO_SHOW;
  const usual = showTypes[show.type] ?? showTypes.TV;
  const venue = work.venue ?? null;
  const before = byId(work.wrestlersBefore);
  const form = viewersRatio(show.avgViewers, usual.avgViewers);
  // Issue 33: a card is what it draws: an empty or badly under-filled one thins the crowd and the TV money.
  const fill = turnoutOf(work);
  const crowd = crowdWithTurnout(livingAttendance({
    usualCrowd: show.avgAttendance, cardDraw: bookedCardDraw(work), form,
    ticketPrice: show.avgTicketPrice, usualPrice: usual.avgTicketPrice, capacity: venue ? venue.capacity : null,
  }), fill.factor);
  const multiplier = venue ? venue.revenueMultiplier : NO_VENUE_MULTIPLIER;
  const attendanceIncome = ticketIncome(crowd.seats, show.avgTicketPrice, multiplier);
  const merch = merchIncome(crowd.seats, show.avgMerchPrice);
  const tv = work.show ? roundCents(tvIncome(show.avgViewers, usual.avgViewers) * fill.factor) : 0;
  const income = roundCents(attendanceIncome + merch + tv);
  const costs = work.segments.flatMap((segment) => appearancesOf(work, segment).map((a) => before.get(a.wrestlerId)?.cost ?? 0));
  const wrestlersCost = appearanceWages(costs);
  const segmentsCost = roundCents(work.segments.reduce((total, segment) => total + kindOrDefault(segment.type).cost, 0));
  const venueCost = venue && Number.isFinite(venue.cost) ? Math.max(0, venue.cost) : 0;
  const productionCost = work.production.cost ?? DEFAULT_PRODUCTION_COST;
  const staging = work.show ? stagingCost(work.show.type, work.show.maxDuration) : 0;
  const outgoings = roundCents(productionCost + wrestlersCost + segmentsCost + venueCost + staging);
  const payout = roundCents(income - outgoings);
  const singlePayout = payout / Math.max(1, work.brands.length);
  const finances: ProductionFinances = {
    attendance: crowd.seats, attendanceIncome, merchIncome: merch, income, wrestlersCost, segmentsCost, outgoings, payout, singlePayout,
  };
  const lines = explainFinance({
    crowd, show, usual, venue, multiplier, cardDraw: bookedCardDraw(work), form, finances, tv, venueCost, productionCost, staging,
    appearances: costs.length, brands: work.brands, fill,
  });
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
  const credits = brandCredits(work.brands, singlePayout);
  return {
    ...classic,
    finances,
    production: { ...classic.production, ...figures, finance: { lines: classic.viewers ? [explainViewers(classic.viewers, work.show?.avgViewers ?? 0, fill), ...lines] : lines } },
    brands: creditBrands(work.brands, credits),
    effects: { ...work.effects, brandCredits: credits },
  };
};
