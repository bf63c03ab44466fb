import type { ShowType } from '../catalog/show-types';
import type { FinanceLine } from '../entities/production';
import type { Show } from '../entities/show';
import type { Venue } from '../entities/venue';
import { formatCompact, formatMoney, formatNumber } from '../format';
import type { ProductionFinances } from '../rules/finance';
import type { Attendance } from '../rules/living/attendance';
import { MERCH_SHARE, STANDARD_MULTIPLIER } from '../rules/living/gate';
import { VIEWERS_BASE, type ViewersBreakdown } from '../rules/viewers';
import { STAGED_HOURS } from '../rules/living/staging';
import { paidViewers, PAID_VIEWERS_CAP, TV_RATE_PER_VIEWER } from '../rules/living/tv-income';
import { fillText, type CardFill } from '../rules/living/card-turnout';
import { TRAVEL_PER_HEAD, type Travel } from '../rules/living/travel';

export interface FinanceFacts {
  crowd: Attendance;
  show: Pick<Show, 'avgAttendance' | 'avgTicketPrice' | 'avgMerchPrice' | 'avgViewers' | 'maxDuration'>;
  usual: Pick<ShowType, 'avgViewers'>;
  venue: Pick<Venue, 'name' | 'capacity' | 'cost'> | null;
  multiplier: number;
  cardDraw: number;
  form: number;
  finances: ProductionFinances;
  tv: number;
  venueCost: number;
  productionCost: number;
  staging: number;
  appearances: number;
  brands: readonly { name: string }[];
  /** Issue 33: how full the card was (its turnout thins the crowd and the TV money); a full card when absent. */
  fill?: CardFill;
  /** Issue 33: the trip to an away venue, and the crowd's reach there (absent or 'home': none). */
  travel?: Travel;
  /** Issue 33: the venue's country (or city), as its record names it. */
  region?: string;
}

const whole = (n: number): string => formatNumber(Math.round(n));
const times = (n: number): string => `×${(Math.round(n * 100) / 100).toString()}`;

/** Issue 33: "; card ×0.67: 2 of 4 matches have their wrestlers", or nothing for a full card. */
const turnoutReason = (fill: CardFill | undefined): string => (fill && fill.factor < 1 ? `; card turnout ${times(fill.factor)}: ${fillText(fill)}` : '');

function tvReason(viewers: number, usual: number, fill?: CardFill): string {
  const paid = paidViewers(viewers, usual);
  const cap = paid < viewers ? ` (of ${whole(viewers)}: a deal pays for at most ${PAID_VIEWERS_CAP}× the usual ${formatCompact(usual)})` : '';
  return `${whole(paid)} viewers${cap} × ${formatMoney(TV_RATE_PER_VIEWER)}${turnoutReason(fill)}`;
}

/** Issue 15: every money figure of a living production with its reason, as "Why this rating" does for the rating. */
/** Issue 33: the away part of the crowd's reason ('' at home). */
function awayReason(f: FinanceFacts): string {
  const reach = (f.crowd as { reach?: number }).reach;
  if (!f.travel || f.travel.distance === 'home' || reach === undefined) return '';
  return `; away in ${f.region || 'another region'}, the promotion draws ${times(reach)} of its home crowd`;
}

/** Issue 33: the trip's line, only for a show away from home. */
function travelLines(f: FinanceFacts): FinanceLine[] {
  const travel = f.travel;
  if (!travel || travel.distance === 'home') return [];
  const far = travel.distance === 'far' ? 'another continent' : 'another country nearby';
  return [{
    label: 'Travel',
    amount: -travel.cost,
    reason: `${f.region || 'the venue'} is ${far}: ${whole(travel.people)} people (the card and the crew) × ${formatMoney(TRAVEL_PER_HEAD[travel.distance])}, and ${formatMoney(travel.freight)} to ship the set`,
  }];
}

export function explainFinance(f: FinanceFacts): FinanceLine[] {
  const { crowd, show, finances } = f;
  const seatsOf = crowd.capacity === null ? `${whole(crowd.seats)} seats (no venue booked)` : `${whole(crowd.seats)} of ${whole(crowd.capacity)} seats`;
  const capped = crowd.capacity !== null && crowd.demand > crowd.capacity ? `, capped by ${f.venue?.name || 'the venue'}` : '';
  const shareEach = f.brands.length > 1 ? `split ${f.brands.length} ways` : 'one brand';
  return [
    { label: 'Attendance', amount: crowd.seats, reason: `${seatsOf}: demand ${whole(crowd.demand)}${capped} (usual crowd ${whole(show.avgAttendance)}; card draw ${Math.round(f.cardDraw)} ${times(crowd.drawFactor)}; recent viewers ${formatCompact(show.avgViewers)} of a usual ${formatCompact(f.usual.avgViewers)} ${times(crowd.formFactor)}; ticket ${formatMoney(show.avgTicketPrice)} ${times(crowd.priceFactor)}${turnoutReason(f.fill)}${awayReason(f)})` },
    { label: 'Tickets', amount: finances.attendanceIncome, reason: `${whole(crowd.seats)} seats × ${formatMoney(show.avgTicketPrice)} × ${f.venue ? `${f.venue.name || 'the venue'}'s multiplier ${f.multiplier} against a standard arena's ${STANDARD_MULTIPLIER}` : `no venue (${f.multiplier} against a standard arena's ${STANDARD_MULTIPLIER})`} ${times(f.multiplier / STANDARD_MULTIPLIER)}` },
    { label: 'Merchandise', amount: finances.merchIncome, reason: `${whole(crowd.seats)} fans × ${formatMoney(show.avgMerchPrice)} merch × ${MERCH_SHARE * 100}% bought` },
    { label: 'TV income', amount: f.tv, reason: tvReason(show.avgViewers, f.usual.avgViewers, f.fill) },
    { label: 'Income', amount: finances.income, reason: 'tickets + merchandise + TV income' },
    { label: 'Wages', amount: -finances.wrestlersCost, reason: `${f.appearances} appearance${f.appearances === 1 ? '' : 's'}, each paid the wrestler's cost` },
    { label: 'Venue', amount: -f.venueCost, reason: f.venue ? `${f.venue.name || 'the venue'} for the night` : 'no venue booked' },
    ...travelLines(f),
    { label: 'Segments', amount: -finances.segmentsCost, reason: "each segment's kind has its cost" },
    { label: 'Staging', amount: -f.staging, reason: `the show type's staging cost for ${STAGED_HOURS} hours, pro rata for ${Math.round((show.maxDuration / 3600) * 100) / 100} hours on air` },
    { label: 'Production', amount: -f.productionCost, reason: "the production's own cost" },
    { label: 'Payout', amount: finances.payout, reason: `income ${formatMoney(finances.income)} − outgoings ${formatMoney(finances.outgoings)}` },
    ...f.brands.map((brand) => ({ label: `${brand.name || 'Brand'}'s share`, amount: finances.singlePayout, reason: `the payout, ${shareEach}` })),
  ];
}


/**
 * The audience line (issue 15: every figure of a result explained): SPEC §9's viewers, the show's
 * average plus 30 × the card's mix, moved by the traits that fired. TV income reads the show's
 * average audience, which these viewers move after the show.
 */
export function explainViewers(breakdown: ViewersBreakdown, showAverage: number, fill?: CardFill): FinanceLine {
  const traits = breakdown.traits.map((t) => `${t.label} ${t.amount > 0 ? '+' : ''}${t.amount}%`).join(', ');
  const bonus = breakdown.bonus === 0 ? '' : `, then ${breakdown.bonus > 0 ? '+' : ''}${breakdown.bonus}% (${traits})`;
  const mix = Math.round(breakdown.mix * 100) / 100;
  // Issue 33 (living rules): the card's turnout multiplies the spec's figure.
  const thinned = fill && fill.factor < 1;
  const amount = thinned ? Math.round(breakdown.viewers * fill.factor) : breakdown.viewers;
  const turnout = thinned ? `, then ${times(fill.factor)} (${fillText(fill)})` : '';
  return { label: 'Viewers', amount, reason: `the show's average ${whole(showAverage)} + ${VIEWERS_BASE} × the card's mix ${mix}${bonus}${turnout}` };
}
