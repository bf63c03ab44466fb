import { cardFill } from '../../domain/rules/living/card-turnout';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { RuleSet } from '../../domain/entities/enums';
import { DEFAULT_PRODUCTION_COST, type Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Venue } from '../../domain/entities/venue';
import type { Wrestler } from '../../domain/entities/wrestler';
import { formatMoney, formatNumber } from '../../domain/format';
import { cardDrawOf, livingShowMoney, type ShowMoneyInput } from '../../domain/production/living-finance';
import { productionFinances, roundCents } from '../../domain/rules/finance';
import { regionOf, type Distance } from '../../domain/rules/living/travel';
import type { SegmentDetails } from '../segments/segment-details';

// Issue 33: the card's money before Simulate, from the very functions the completion runs (the
// spec's productionFinances under classic rules, livingShowMoney under living ones), so the
// estimate and the result cannot drift apart. Only the card may still change: the income range is
// the crowd if the booked card ends up drawing DRAW_MARGIN popularity points less or more.

/** Popularity points either side of the card's draw that the income range spans. */
export const DRAW_MARGIN = 10;
/** A crowd under this share of the seats is a building far too big for the show. */
export const EMPTY_SEATS_SHARE = 0.25;
/** Demand over this many times the seats is a building far too small. */
export const TURNED_AWAY_FACTOR = 1.5;

export interface MoneyEstimate {
  rules: RuleSet;
  /** What Simulate will charge, line by line (0 where the rule set charges nothing). */
  outgoings: { wrestlers: number; segments: number; production: number; venue: number; staging: number; travel: number; total: number };
  /** Income with the card as booked, and the range if its draw moves DRAW_MARGIN points either way. */
  income: { expected: number; low: number; high: number };
  payout: number;
  /** The crowd expected, the demand behind it, and the seats (null: no venue, or classic rules' usual crowd). */
  crowd: { expected: number; demand: number; capacity: number | null };
  /** The card's drawing power (its wrestlers' average popularity; 50 with nobody booked). */
  cardDraw: number;
  /** Issue 33: the show away from home (null at home, or under classic rules). */
  away: { distance: Exclude<Distance, 'home'>; region: string; people: number; reach: number } | null;
  /** Plain-language warnings: a likely loss, a building far too big or too small, a trip abroad. */
  warnings: string[];
}

export interface EstimateInput {
  rules: RuleSet;
  production: Pick<Stored<Production>, 'cost'>;
  show: Stored<Show> | null;
  venue: Stored<Venue> | null;
  brands: readonly { name: string }[];
  segments: readonly SegmentDetails[];
  /** The roster the card's wrestlers are read from (their cost and popularity as they stand). */
  wrestlers: readonly Stored<Wrestler>[];
  /** The promotion's home country ('' when unknown). */
  homeCountry: string;
}

const bounded = (draw: number): number => Math.min(100, Math.max(0, draw));

/** What Simulate will charge and earn for this card, with its warnings. */
export function estimateMoney(input: EstimateInput): MoneyEstimate {
  const byId = new Map(input.wrestlers.map((w) => [w.id, w]));
  const booked = input.segments.flatMap((s) => s.appearances.map((a) => a.wrestlerId));
  const unique = [...new Set(booked)];
  const wages = booked.map((id) => byId.get(id)?.cost ?? 0);
  const segmentCosts = input.segments.map((s) => kindOrDefault(s.segment.type).cost);
  const productionCost = input.production.cost ?? DEFAULT_PRODUCTION_COST;
  const cardDraw = cardDrawOf(unique.map((id) => byId.get(id)?.popularity));
  if (input.rules !== 'living') return classicEstimate(input, wages, segmentCosts, productionCost, cardDraw);

  const moneyInput: ShowMoneyInput = {
    show: input.show, venue: input.venue, cardDraw, wages, segmentCosts, productionCost, brands: input.brands,
    homeCountry: input.homeCountry,
    wrestlerRegions: unique.flatMap((id) => { const w = byId.get(id); return w ? [regionOf(w)] : []; }),
    // Issue 33: the card's turnout, as the completion reads it (an empty card draws no one).
    fill: cardFill(input.segments.map((s) => ({ type: s.segment.type, people: s.appearances }))),
  };
  const money = livingShowMoney(moneyInput);
  const low = livingShowMoney({ ...moneyInput, cardDraw: bounded(cardDraw - DRAW_MARGIN) }).finances.income;
  const high = livingShowMoney({ ...moneyInput, cardDraw: bounded(cardDraw + DRAW_MARGIN) }).finances.income;
  const { finances, crowd, travel } = money;
  const outgoings = {
    wrestlers: finances.wrestlersCost, segments: finances.segmentsCost, production: productionCost,
    venue: money.venueCost, staging: money.staging, travel: travel.cost, total: finances.outgoings,
  };
  const away = travel.distance === 'home' || !input.venue ? null
    : { distance: travel.distance, region: input.venue.country || input.venue.city, people: travel.people, reach: crowd.reach };
  const estimate: MoneyEstimate = {
    rules: 'living', outgoings, income: { expected: finances.income, low: Math.min(low, finances.income), high: Math.max(high, finances.income) },
    payout: finances.payout, crowd: { expected: crowd.seats, demand: crowd.demand, capacity: crowd.capacity }, cardDraw, away, warnings: [],
  };
  return { ...estimate, warnings: warningsOf(estimate, input) };
}

/** SPEC §9's money (classic rules): the show's usual crowd and deals; no venue, staging or travel is charged. */
function classicEstimate(input: EstimateInput, wages: number[], segmentCosts: number[], productionCost: number, cardDraw: number): MoneyEstimate {
  const show = input.show ?? { income: 0, avgAttendance: 0, avgTicketPrice: 0, avgMerchPrice: 0 };
  const finances = productionFinances({ show, wrestlerCosts: wages, segmentCosts, productionCost, brandCount: input.brands.length });
  const estimate: MoneyEstimate = {
    rules: 'classic',
    outgoings: { wrestlers: finances.wrestlersCost, segments: finances.segmentsCost, production: productionCost, venue: 0, staging: 0, travel: 0, total: finances.outgoings },
    income: { expected: finances.income, low: finances.income, high: finances.income },
    payout: finances.payout,
    crowd: { expected: finances.attendance, demand: finances.attendance, capacity: null },
    cardDraw, away: null, warnings: [],
  };
  return { ...estimate, warnings: warningsOf(estimate, input) };
}

/** What the player should know before Simulate. */
function warningsOf(estimate: MoneyEstimate, input: EstimateInput): string[] {
  const warnings: string[] = [];
  const { income, outgoings, crowd } = estimate;
  if (estimate.payout < 0) {
    const best = income.high < outgoings.total ? ' It loses money even if the card draws better.' : '';
    warnings.push(`Likely to lose money: about ${formatMoney(roundCents(-estimate.payout))} (income ${formatMoney(income.expected)} against outgoings ${formatMoney(outgoings.total)}).${best}`);
  }
  const venue = input.venue;
  if (estimate.rules === 'living' && venue && crowd.capacity !== null && crowd.capacity > 0) {
    const name = venue.name || 'The venue';
    if (crowd.expected < crowd.capacity * EMPTY_SEATS_SHARE) {
      const share = Math.round((crowd.expected / crowd.capacity) * 100);
      warnings.push(`${name} is far too big: about ${formatNumber(crowd.expected)} fans are expected in ${formatNumber(crowd.capacity)} seats (${share}%), and the building costs ${formatMoney(outgoings.venue)} however many come. A smaller venue costs less.`);
    } else if (crowd.demand > crowd.capacity * TURNED_AWAY_FACTOR) {
      warnings.push(`${name} is far too small: about ${formatNumber(crowd.demand)} fans want in and it holds ${formatNumber(crowd.capacity)}. A bigger venue would sell more tickets.`);
    }
  }
  if (estimate.away) {
    const { region, reach, people } = estimate.away;
    warnings.push(`${venue?.name || 'The venue'} is away from home, in ${region}: ${formatNumber(people)} people travel for ${formatMoney(outgoings.travel)}, and the promotion draws ×${Math.round(reach * 100) / 100} of its home crowd there.`);
  }
  return warnings;
}
