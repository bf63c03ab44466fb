import type { IsoDate } from '../../entities/base';
import type { Rivalry } from '../../entities/rivalry';
import { heatAt, MAX_HEAT } from './rivalry-heat';

/**
 * Issue 18 item 3, living rules: the war for one night's audience. Each show played that night
 * draws from three things, each scaled to 0..1: its card (the appearing wrestlers' popularity, the
 * average and the top stars), its recent ratings (the show's last few cards, tonight's included)
 * and the heat of the active rivalries on the card. The night's audience is shared by weight:
 * a flat part plus the draw, so a better card wins more of the night without taking all of it
 * (docs/decisions-rivals.md, "war"). Pure and deterministic: no rng, no dates.
 */

/** How much each part counts in the draw (they add up to 1). */
export const DRAW_WEIGHTS = { card: 0.5, ratings: 0.3, rivalries: 0.2 } as const;
/** The weight every show has whatever its draw: it keeps the spread of the shares moderate. */
export const FLAT_WEIGHT = 0.2;
/** How many of the show's cards (newest first, tonight's included) the recent ratings average. */
export const RECENT_CARDS = 4;
/** The top stars of a card, whose popularity counts as much as the whole card's average. */
export const TOP_STARS = 3;

const unit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length);

/** The card's pull, 0..1: half the appearing wrestlers' mean popularity, half their top stars' (popularity 0–100). */
export function cardDraw(popularities: readonly number[]): number {
  const pops = popularities.map((p) => unit(p / 100)).sort((a, b) => b - a);
  return unit((mean(pops) + mean(pops.slice(0, TOP_STARS))) / 2);
}

/** The recent ratings' pull, 0..1: the mean stars (0–5) of the show's last RECENT_CARDS rated cards (newest first). */
export const ratingsDraw = (cardStars: readonly number[]): number => unit(mean(cardStars.slice(0, RECENT_CARDS).map((stars) => unit(stars / 5))));

/**
 * The rivalries' pull, 0..1: the heat on the night of every active rivalry with someone of each
 * side on the card, added up and capped at MAX_HEAT (one red-hot feud fills it).
 */
export function rivalriesDraw(
  rivalries: readonly Pick<Rivalry, 'sides' | 'heat' | 'heatOn' | 'endedOn'>[],
  onCard: ReadonlySet<number>,
  night: IsoDate,
): number {
  let heat = 0;
  for (const rivalry of rivalries) {
    if (rivalry.endedOn !== null && rivalry.endedOn < night) continue;
    if (!rivalry.sides.every((side) => side.some((id) => onCard.has(id)))) continue;
    heat += heatAt(rivalry, night);
  }
  return unit(heat / MAX_HEAT);
}

export interface DrawParts {
  card: number;
  ratings: number;
  rivalries: number;
}

/** A show's draw on the night, 0..1: the weighted parts. */
export const warDraw = (parts: DrawParts): number =>
  unit(DRAW_WEIGHTS.card * unit(parts.card) + DRAW_WEIGHTS.ratings * unit(parts.ratings) + DRAW_WEIGHTS.rivalries * unit(parts.rivalries));

/** The night's shares (same order as the draws): each show's weight over the night's. */
export function nightShares(draws: readonly number[]): number[] {
  const weights = draws.map((draw) => FLAT_WEIGHT + unit(draw));
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => (total > 0 ? w / total : 1 / weights.length));
}

export interface NightShow {
  /** Whatever identifies the show for the caller (a production id). */
  key: number;
  companyId: number;
  draw: number;
}

export interface NightResult {
  key: number;
  companyId: number;
  draw: number;
  share: number;
  won: boolean;
}

/**
 * The night's result: every show's share and the winner, the largest share (a tie goes to the
 * lower company id, then the lower key, so the same night always has the same winner).
 */
export function scoreNight(shows: readonly NightShow[]): NightResult[] {
  const shares = nightShares(shows.map((show) => show.draw));
  const results = shows.map((show, i) => ({ key: show.key, companyId: show.companyId, draw: unit(show.draw), share: shares[i], won: false }));
  const ranked = [...results].sort((a, b) => b.share - a.share || a.companyId - b.companyId || a.key - b.key);
  if (ranked.length > 0) ranked[0].won = true;
  return results;
}
