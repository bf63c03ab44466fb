import { competitionKinds } from '../../domain/catalog/competition-kinds';
import { segmentKindByType, type SegmentKind } from '../../domain/catalog/segment-kinds';

/** What the player is told when a quick match cannot be simulated as built. */
export const QuickMatchMessages = {
  tooFewTeams: 'A match needs at least two teams.',
  emptyTeam: (team: number) => `Team ${team} has no wrestler yet.`,
  duplicate: 'A wrestler can only appear once in a match.',
  notCompetition: (type: string) => `${type || 'That'} is not a match type.`,
  tooFewWrestlers: (kind: string, least: number) => `A ${kind} match needs at least ${least} wrestlers.`,
  tooManyWrestlers: (kind: string, most: number) => `A ${kind} match takes at most ${most} wrestlers.`,
  stale: "These wrestlers' records have changed since the match was simulated, so nothing was applied. Simulate it again.",
} as const;

/** An exhibition the rules refuse; its message is meant for the player. */
export class QuickMatchError extends Error {
  override name = 'QuickMatchError';
}

/** The match types a quick match offers: the catalogue's competition kinds. */
export const quickMatchKinds: readonly SegmentKind[] = competitionKinds;

export const DEFAULT_QUICK_MATCH_TYPE = 'SINGLES';

/** The competition kind of a type, or undefined when the type is unknown or not a match. */
export function matchKind(type: string): SegmentKind | undefined {
  const kind = segmentKindByType(type);
  return kind?.competition ? kind : undefined;
}

/**
 * Why these teams cannot be simulated as a `type` match, or null when they can: two teams or more,
 * none empty, nobody twice, and as many wrestlers as the kind allows (a Special Referee match
 * needs three).
 */
export function teamsProblem(teams: readonly (readonly number[])[], type: string): string | null {
  const kind = matchKind(type);
  if (!kind) return QuickMatchMessages.notCompetition(type);
  if (teams.length < 2) return QuickMatchMessages.tooFewTeams;
  const empty = teams.findIndex((team) => team.length === 0);
  if (empty >= 0) return QuickMatchMessages.emptyTeam(empty + 1);
  const ids = teams.flat();
  if (new Set(ids).size !== ids.length) return QuickMatchMessages.duplicate;
  if (ids.length < kind.minAppearances) return QuickMatchMessages.tooFewWrestlers(kind.name, kind.minAppearances);
  if (ids.length > kind.maxAppearances) return QuickMatchMessages.tooManyWrestlers(kind.name, kind.maxAppearances);
  return null;
}
