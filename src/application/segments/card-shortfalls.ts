import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { competitorsNeeded, eligibleInBestDivision, fillProblem, type FillProblem } from '../../domain/rules/card-fill';
import { eligibilityBrands } from '../../domain/rules/random-match';
import { FillMessages } from './messages';
import { isDrawn } from './random-draw';
import type { SegmentDetails } from './segment-details';

/** A drawn segment (competition or undecided) without the competitors its kind needs, and why. */
export interface SegmentShortfall {
  segmentId: number;
  /** 1-based place in the running order. */
  position: number;
  needed: number;
  booked: number;
  /** Wrestlers a random draw could use for it (the better-stocked division, the rest of the card excluded). */
  fit: number;
  problem: FillProblem;
  /** One sentence for the segment's card and the Simulate prompt. */
  reason: string;
}

export interface CardScope {
  game: Pick<Game, 'brandIds'> | undefined;
  production: Pick<Production, 'brandIds'>;
  show: Pick<Show, 'minPoints' | 'maxPoints'> | null | undefined;
  wrestlers: readonly Wrestler[];
  /** In running order. */
  segments: readonly Pick<SegmentDetails, 'segment' | 'kind' | 'appearances'>[];
}

/**
 * Issue 13 "Nothing empty slips through": the card's drawn segments that would run short, each
 * with its reason. Eligibility is the one Randomise uses (drawSegment: the production's brands,
 * else the game's; the show's points band; nobody booked elsewhere on the card).
 */
export function cardShortfalls({ game, production, show, wrestlers, segments }: CardScope): SegmentShortfall[] {
  const brandIds = eligibilityBrands(production.brandIds, game?.brandIds ?? []);
  const bookedIn = segments.map((s) => s.appearances.map((a) => a.wrestlerId));
  return segments.flatMap(({ segment, kind, appearances }, index) => {
    if (!isDrawn(segment)) return [];
    const needed = competitorsNeeded(kind);
    const booked = new Set(appearances.filter((a) => !a.manager).map((a) => a.wrestlerId)).size;
    if (booked >= needed) return [];
    const excludeIds = bookedIn.filter((_, other) => other !== index).flat();
    const fit = eligibleInBestDivision(wrestlers, { brandIds, show: show ?? undefined, minPoints: show?.minPoints, excludeIds });
    const problem = fillProblem({ needed, booked, fit })!;
    const reason = FillMessages[problem](segment.type === 'DEFAULT' ? null : kind.name, { needed, booked, fit });
    return [{ segmentId: segment.id, position: index + 1, needed, booked, fit, problem, reason }];
  });
}
