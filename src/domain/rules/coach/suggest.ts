import { kindOrDefault } from '../../catalog/segment-kinds';
import { applyChange, candidateChanges, type CoachChange, type CoachScene } from './changes';
import { expectedRating, expectedScore, type CoachSegment, type ExpectedRating } from './expected-rating';

/** The coach's advice for one segment: the change, and the expected rating before and after it. */
export interface CoachSuggestion {
  change: CoachChange;
  before: ExpectedRating;
  after: ExpectedRating;
}

/**
 * The single change that raises the segment's expected rating most, or null when none raises it
 * at all ("already at its best by the coach's measure"). Ties keep the earliest candidate
 * (candidateChanges' order: swaps, match kinds, titles, managers).
 */
export function suggestChange(segment: CoachSegment, scene: CoachScene): CoachSuggestion | null {
  const before = expectedRating(segment, scene);
  let best: { change: CoachChange; score: number } | null = null;
  for (const change of candidateChanges(segment, scene)) {
    const score = expectedScore(applyChange(segment, change, scene), scene);
    if (score > (best?.score ?? before.rating)) best = { change, score };
  }
  return best && { change: best.change, before, after: expectedRating(applyChange(segment, best.change, scene), scene) };
}

/** Teams are numbered as the production page numbers them: by ascending group id, from 1. */
const teamNumber = (segment: Pick<CoachSegment, 'cast'>, groupId: number): number =>
  [...new Set(segment.cast.filter((a) => !a.manager).map((a) => a.groupId))].sort((a, b) => a - b).indexOf(groupId) + 1;

/** Names the coach's sentences read (wrestlers and titles; a missing one reads as its id). */
export interface CoachNames {
  wrestler(id: number): string;
  title(id: number): string;
}

/** The change in words: "Swap Kip Sabian for Vale", "Make it a Ladder match"… */
export function describeChange(change: CoachChange, names: CoachNames, segment: Pick<CoachSegment, 'cast'>): string {
  switch (change.kind) {
    case 'swap':
      return `Swap ${names.wrestler(change.outId)} for ${names.wrestler(change.inId)}`;
    case 'type':
      return `Make it a ${kindOrDefault(change.type).name} match`;
    case 'title':
      return `Put the ${names.title(change.championshipId)} on the line`;
    case 'manager':
      return `Add ${names.wrestler(change.wrestlerId)} as manager of team ${teamNumber(segment, change.groupId)}`;
  }
}

/** "+0.42★": the rise, two decimals, with a real minus sign for a fall. */
export const ratingDelta = (before: number, after: number): string => {
  const delta = Math.round((after - before) * 100) / 100;
  return `${delta >= 0 ? '+' : '\u2212'}${Math.abs(delta).toFixed(2)}★`;
};
