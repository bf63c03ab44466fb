import { formatShortDate } from '../../domain/dates';
import type { FinanceLine } from '../../domain/entities/production';
import type { ProductionWar } from '../../domain/entities/ratings-war';

/** The label of the war's own line in a production's "Why this money" (its amount counts viewers). */
export const WAR_LINE = 'Ratings war';

const percent = (share: number): string => `${Math.round(share * 100)}%`;
const factorText = (factor: number): string => `×${(Math.round(factor * 1000) / 1000).toString()}`;

/**
 * The production's "Why this money" line for its night in the war: who it faced, its share, what
 * drew the audience, and what the result did to the show's average viewers after it (`delta`
 * viewers, the amount of the line).
 */
export function warLine(war: ProductionWar, others: readonly { name: string; share: number }[], absent: readonly string[], delta: number): FinanceLine {
  const against = others.map((o) => `${o.name} ${percent(o.share)}`);
  const forfeits = absent.map((name) => `${name} not played`);
  const faced = [...against, ...forfeits].join(', ');
  const parts = war.parts
    ? ` (draw ${war.draw.toFixed(2)}: card ${war.parts.card.toFixed(2)}, recent ratings ${war.parts.ratings.toFixed(2)}, rivalries ${war.parts.rivalries.toFixed(2)})`
    : '';
  const result = war.won ? 'Won' : 'Lost';
  const effect = war.viewersFactor === undefined || war.viewersFactor === 1
    ? 'the show\'s average audience is unchanged after it'
    : `the show's average audience ${factorText(war.viewersFactor)} after it`;
  // Issue 35: why the night went as it did, when it was scored with the audience's rule.
  const why = war.reason ? `. ${war.reason}; ` : ': ';
  return {
    label: WAR_LINE,
    amount: delta,
    reason: `${result} the night of ${formatShortDate(war.night)} with ${percent(war.share)} of its audience${faced ? ` against ${faced}` : ''}${parts}${why}${effect}.`,
  };
}
