import type { Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { UseCaseDeps } from '../deps';
import { createQuickMatchCandidates, type QuickMatchCandidate } from './candidates';
import type { Exhibition, ExhibitionInput } from './exhibition';
import { createRandomTeams, type RandomTeams } from './random-teams';
import { createApplyExhibition, createSimulateExhibition } from './simulate-exhibition';

export type { QuickMatchCandidate } from './candidates';
export type { Exhibition, ExhibitionInput, ExhibitionTeam, RecordChange } from './exhibition';
export type { RandomTeams } from './random-teams';
export type { RecordFields } from './record-stamp';
export {
  DEFAULT_QUICK_MATCH_TYPE, QuickMatchError, QuickMatchMessages, matchKind, quickMatchKinds, teamsProblem,
} from './match-teams';

/** Driving port of `/simulate-match/create` and `/quick-mode/:id`: exhibitions between any teams. */
export interface QuickMatchService {
  /** Who the picker offers. */
  candidates(): Promise<QuickMatchCandidate[]>;
  /** Simulates a match and changes nothing; the same seed on the same records gives the same match. */
  simulateExhibition(input: ExhibitionInput): Promise<Exhibition>;
  /** Writes the exhibition's win/loss results in one unit of work; refuses a stale or applied one. */
  applyExhibition(exhibition: Exhibition): Promise<Stored<Wrestler>[]>;
  /** "Pick for me": random teams for the match type (SPEC §9 random match generation). */
  randomTeams(options?: { type?: string; seed?: number }): Promise<RandomTeams>;
}

export function createQuickMatchService(deps: Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random'>): QuickMatchService {
  return {
    candidates: createQuickMatchCandidates(deps),
    simulateExhibition: createSimulateExhibition(deps),
    applyExhibition: createApplyExhibition(deps),
    randomTeams: createRandomTeams(deps),
  };
}
