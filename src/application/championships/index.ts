import type { Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import type { UseCaseDeps } from '../deps';
import { createChampionshipRanking, type ChampionshipRanking } from './championship-ranking';
import { createReignHistory, type ReignHistory } from './reign-history';
import { createInjuredChampions, type InjuredChampion } from './injured-champions';
import { createVacateTitle } from './vacate-title';
import { createTitlesDue, type TitleDue } from './titles-due';

export type { ChampionshipRanking, RankedChampionship } from './championship-ranking';
export { RECORD_HOLDERS, type HolderTotal, type ReignHistory, type ReignRow } from './reign-history';
export type { Holder } from './reign-days';
export type { InjuredChampion } from './injured-champions';
export type { TitleDue } from './titles-due';
export type { TitleStanding, UnableHolder } from './title-standing';

/**
 * Driving port of `/rank/championships` and `/reigns`: read models, and vacating a title (titles
 * otherwise change hands in productions, rumbles and tournaments).
 */
export interface ChampionshipServices {
  ranking(): Promise<ChampionshipRanking>;
  reigns(filter?: { championshipId?: number | null }): Promise<ReignHistory>;
  /** Ends the title's open reign on the game date and clears its holders, in one unit of work. */
  vacate(championshipId: number): Promise<Stored<Championship>>;
  /** Issue 15: champions out for more than four weeks (vacate, or keep the title for a later defence). */
  injuredChampions(): Promise<InjuredChampion[]>;
  /** Issue 36: the game's titles to put on the line soon (vacant, or long off the line); none in a classic game. */
  titlesDue(): Promise<TitleDue[]>;
}

export const createChampionshipServices = (deps: Pick<UseCaseDeps, 'repos' | 'unitOfWork'>): ChampionshipServices => ({
  ranking: createChampionshipRanking(deps),
  reigns: createReignHistory(deps),
  vacate: createVacateTitle(deps),
  injuredChampions: createInjuredChampions(deps),
  titlesDue: createTitlesDue(deps),
});
