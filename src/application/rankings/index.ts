import type { Alignment } from '../../domain/entities/enums';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { createRankingRoster, type RankingRoster } from './ranking-roster';
import { createSetAlignment, type AlignmentChange } from './set-alignment';

export { ALIGNMENTS, ALIGNMENT_LABELS, alignmentGroups, type AlignmentGroup } from './alignment-groups';
export { ALL, competitionRanks, winPercentage, type RankingFilter } from './filters';
export { LEAGUE_POINTS, leagueTable, leaguePointsOf, type LeagueRow } from './league-table';
export { MEASURE_LABELS, RANK_MEASURES, measureOf, rankWrestlers, type RankMeasure, type RankedWrestler } from './rank-wrestlers';
export type { AlignmentChange } from './set-alignment';
export type { BrandOption, RankingEntry, RankingRoster } from './ranking-roster';

/**
 * Driving port of `/rank/wrestlers`, `/leagues` and `/alignment`. The screens read one roster and
 * rank, tabulate or group it with the pure functions exported above (no round trip per choice).
 */
export interface RankingsServices {
  /** The game's active in-ring wrestlers with capped stats, and the brands to filter them by. */
  roster(): Promise<RankingRoster>;
  /** Turns one wrestler GOOD, BAD or NEUTRAL. */
  setAlignment(wrestlerId: number, alignment: Alignment): Promise<AlignmentChange>;
}

export const createRankingsServices = (deps: { repos: Repositories; unitOfWork: UnitOfWork }): RankingsServices => ({
  roster: createRankingRoster(deps),
  setAlignment: createSetAlignment(deps),
});
