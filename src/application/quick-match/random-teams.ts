import type { Gender } from '../../domain/entities/enums';
import { eligibilityBrands, matchShapeForKind, randomMatch, type MatchShape } from '../../domain/rules/random-match';
import { freshRng, type UseCaseDeps } from '../deps';
import { DEFAULT_QUICK_MATCH_TYPE, matchKind } from './match-teams';
import { isInRing } from '../../domain/rules/roster';
import { requireGame } from '../game';

export interface RandomTeams {
  gender: Gender;
  /** Wrestler ids per team; empty when too few wrestlers are eligible for two teams. */
  teams: number[][];
}

/** Singles means one on one; other kinds ask for what random matches give them (SPEC §9). */
function shapeFor(type: string): MatchShape {
  const kind = matchKind(type) ?? matchKind(DEFAULT_QUICK_MATCH_TYPE)!;
  return kind.type === 'SINGLES' ? { teams: 2, perTeam: 1 } : matchShapeForKind(kind);
}

/**
 * "Pick for me": SPEC §5/§9 random match generation over the game's brands and gender, among
 * wrestlers who step into the ring (staff are never drawn).
 */
export function createRandomTeams({ repos, random }: Pick<UseCaseDeps, 'repos' | 'random'>) {
  return async ({ type = DEFAULT_QUICK_MATCH_TYPE, seed }: { type?: string; seed?: number } = {}): Promise<RandomTeams> => {
    const game = await requireGame(repos);
    const wrestlers = (await repos.Wrestler.all()).filter(isInRing);
    const rng = seed === undefined ? freshRng(random) : random.fromSeed(seed);
    const match = randomMatch(
      { wrestlers, gender: game.gender, brandIds: eligibilityBrands([], game.brandIds), ...shapeFor(type) },
      rng,
    );
    return { gender: match.gender, teams: match.teams };
  };
}
