import type { Stored } from '../../domain/entities/base';
import type { Tournament } from '../../domain/entities/tournament';
import { createCreateTournament, type CreateTournamentOptions } from './create-tournament';
import { createPlayTournament, type PlayedTournament } from './play-tournament';
import { createTournamentForm, type TournamentFormData } from './tournament-form';
import { createTournamentViews, type TournamentRow, type TournamentView } from './tournament-views';
import type { MachineUseCaseDeps } from '../deps';

export type { CreateTournamentOptions } from './create-tournament';
export type { PlayedTournament } from './play-tournament';
export type { TournamentCandidate, TournamentFormData } from './tournament-form';
export type { BracketMatchView, BracketRoundView, Competitor, TournamentRow, TournamentStatus, TournamentView } from './tournament-views';
export { TournamentError, TournamentMessages } from './messages';

/** Driving port of `/tournaments`: list, create, play (a match, a round, to the end) and delete. */
export interface TournamentServices {
  list(): Promise<TournamentRow[]>;
  /** One bracket by rounds, or null when the tournament does not exist. */
  view(id: number): Promise<TournamentView | null>;
  /** Defaults and choices of the create form. */
  form(): Promise<TournamentFormData>;
  /** Rejects with a TournamentError (a message for the player) when the field is wrong. */
  create(options?: CreateTournamentOptions): Promise<Stored<Tournament>>;
  playMatch(id: number): Promise<PlayedTournament>;
  playRound(id: number): Promise<PlayedTournament>;
  run(id: number): Promise<PlayedTournament>;
  /** Deletes the bracket only: results already written to records and titles stay. */
  remove(id: number): Promise<void>;
}

export function createTournamentServices(deps: MachineUseCaseDeps): TournamentServices {
  const views = createTournamentViews(deps);
  return {
    list: views.list,
    view: views.view,
    form: createTournamentForm(deps),
    create: createCreateTournament(deps),
    ...createPlayTournament(deps),
    remove: (id) => deps.repos.Tournament.delete(id),
  };
}
