import { formatCompact } from '../../format';

/**
 * Issue 35 item 4, living rules: a war the audience decides. A contested night is won by the share
 * of that night's audience, and the share follows each show's viewers that night: each show weighs
 * its viewers times a card factor, 1 for the poorest card (draw 0) up to 1 + CARD_SWAY for the best
 * (draw 1; the draw is rules/living/ratings-war.ts's card, recent ratings and rivalries). So the card
 * moves a night only at the margin: an upset (the show with fewer viewers wins) needs an exceptional
 * card against a poor one while the viewers are close, and no card overcomes viewers
 * 1 + CARD_SWAY times another's (a show with twice the viewers always wins). A rule beside
 * `scoreNight` (kept as it was), never an edit of it. Pure and deterministic: no rng, no dates.
 */

/** How much the best card (draw 1) adds to a show's weight over the poorest (draw 0). */
export const CARD_SWAY = 0.3;

const unit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const viewersOf = (value: number): number => (Number.isFinite(value) ? Math.max(0, value) : 0);

export interface AudienceShow {
  /** Whatever identifies the show for the caller (a production id). */
  key: number;
  companyId: number;
  /** The show's name, for the reason ("AWE Blitz"). */
  name: string;
  /** Its viewers that night. */
  viewers: number;
  /** Its draw on the night, 0..1 (`warDraw`). */
  draw: number;
  /** Tonight's card rating in stars (0–5), null when unknown: only for the reason. */
  stars: number | null;
}

export interface AudienceResult {
  key: number;
  companyId: number;
  viewers: number;
  draw: number;
  /** Share of the night's audience, 0..1 (the night's shares add up to 1). */
  share: number;
  won: boolean;
}

export interface AudienceNight {
  /** In the order of the shows given. */
  results: AudienceResult[];
  /** The winner had fewer viewers than another show of the night. */
  upset: boolean;
  /** Why the night went as it did: "AWE Blitz drew 1.6M to VWU Voltage's 444K". */
  reason: string;
}

/** A show's weight for the night: its viewers times its card's factor. */
export const audienceWeight = (viewers: number, draw: number): number => viewersOf(viewers) * (1 + CARD_SWAY * unit(draw));

/**
 * The night's shares (same order as the shows): each show's weight over the night's. A night
 * without any viewers (none known) is shared by the card factor alone, as if the viewers were equal.
 */
export function audienceShareOf(shows: readonly Pick<AudienceShow, 'viewers' | 'draw'>[]): number[] {
  const anyViewers = shows.some((show) => viewersOf(show.viewers) > 0);
  const weights = shows.map((show) => audienceWeight(anyViewers ? show.viewers : 1, show.draw));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? weight / total : 1 / weights.length));
}

const percentFewer = (fewer: number, more: number): string => `${Math.max(1, Math.round((1 - fewer / more) * 100))}%`;
const starsText = (stars: number): string => `${(Math.round(stars * 10) / 10).toString()}★`;
const starsKnown = (stars: number | null): stars is number => stars !== null && Number.isFinite(stars);

/** "AWE Blitz drew 1.6M to VWU Voltage's 444K" (every other show of the night named, most viewers first). */
function viewersReason(winner: AudienceShow, others: readonly AudienceShow[]): string {
  const rest = [...others].sort((a, b) => viewersOf(b.viewers) - viewersOf(a.viewers)).map((o) => `${o.name}'s ${formatCompact(viewersOf(o.viewers))}`);
  const list = rest.length <= 1 ? rest.join('') : `${rest.slice(0, -1).join(', ')} and ${rest[rest.length - 1]}`;
  return `${winner.name} drew ${formatCompact(viewersOf(winner.viewers))} to ${list}`;
}

/** How the winner's card compared with another's: by tonight's stars when they say so, else by the draw. */
function cardComparison(winner: AudienceShow, other: AudienceShow): string {
  if (starsKnown(winner.stars) && starsKnown(other.stars) && winner.stars > other.stars) {
    return `${winner.name}'s ${starsText(winner.stars)} card beat ${other.name}'s ${starsText(other.stars)}`;
  }
  return `${winner.name}'s card (draw ${unit(winner.draw).toFixed(2)}) beat ${other.name}'s (${unit(other.draw).toFixed(2)})`;
}

/** The reason for a night's result, given its winner and the other shows played. */
function reasonOf(winner: AudienceShow, others: readonly AudienceShow[], upset: boolean): string {
  if (others.length === 0) return `${winner.name} was the only show played`;
  const most = [...others].sort((a, b) => viewersOf(b.viewers) - viewersOf(a.viewers))[0];
  if (upset) return `Upset: ${cardComparison(winner, most)} though it had ${percentFewer(viewersOf(winner.viewers), viewersOf(most.viewers))} fewer viewers`;
  if (viewersOf(winner.viewers) === viewersOf(most.viewers)) {
    if (unit(winner.draw) === unit(most.draw)) return `Level on viewers (${formatCompact(viewersOf(winner.viewers))} each) and on the card: ${winner.name} took the night`;
    return `Level on viewers (${formatCompact(viewersOf(winner.viewers))} each): ${cardComparison(winner, most)}`;
  }
  return viewersReason(winner, others);
}

/**
 * The night's result: every show's share of the audience, the winner (the largest share; a tie
 * goes to the lower company id, then the lower key, so the same night always has the same winner),
 * whether it was an upset, and why.
 */
export function audienceShares(shows: readonly AudienceShow[]): AudienceNight {
  const shares = audienceShareOf(shows);
  const results: AudienceResult[] = shows.map((show, i) => ({
    key: show.key, companyId: show.companyId, viewers: viewersOf(show.viewers), draw: unit(show.draw), share: shares[i], won: false,
  }));
  if (results.length === 0) return { results, upset: false, reason: '' };
  const ranked = results.map((result, i) => ({ result, i })).sort((a, b) => b.result.share - a.result.share || a.result.companyId - b.result.companyId || a.result.key - b.result.key);
  const top = ranked[0];
  top.result.won = true;
  const upset = results.some((r) => r.viewers > top.result.viewers);
  const winner = shows[top.i];
  const others = shows.filter((_, i) => i !== top.i);
  return { results, upset, reason: reasonOf(winner, others, upset) };
}
