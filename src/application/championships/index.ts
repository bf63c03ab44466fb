import type { Repositories } from '../ports/unit-of-work.port';
import { createChampionshipRanking, type ChampionshipRanking } from './championship-ranking';
import { createReignHistory, type ReignHistory } from './reign-history';

export type { ChampionshipRanking, RankedChampionship } from './championship-ranking';
export { RECORD_HOLDERS, type HolderTotal, type ReignHistory, type ReignRow } from './reign-history';
export type { Holder } from './reign-days';

/** Driving port of `/rank/championships` and `/reigns`: read models only; titles change hands in productions and rumbles. */
export interface ChampionshipServices {
  ranking(): Promise<ChampionshipRanking>;
  reigns(filter?: { championshipId?: number | null }): Promise<ReignHistory>;
}

export const createChampionshipServices = (deps: { repos: Repositories }): ChampionshipServices => ({
  ranking: createChampionshipRanking(deps),
  reigns: createReignHistory(deps),
});
