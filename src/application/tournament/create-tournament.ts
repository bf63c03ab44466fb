import type { IsoDate, Stored } from '../../domain/entities/base';
import type { ChampionshipGender } from '../../domain/entities/enums';
import { createTournament, type Tournament } from '../../domain/entities/tournament';
import type { Wrestler } from '../../domain/entities/wrestler';
import { ErrorMessages } from '../../domain/errors';
import { misfitMessage, oneWinnerFits } from '../../domain/rules/title-fit';
import { TOURNAMENT_SIZES } from '../../domain/rules/tournament';
import { isTournamentEligible, seedByPoints, type TournamentField } from '../../domain/rules/tournament-field';
import { TournamentError, TournamentMessages } from './messages';
import { gameDateOr, readGame } from '../game';
import type { MachineUseCaseDeps } from '../deps';

export interface CreateTournamentOptions {
  /** Blank means "<title> Tournament", or "Tournament". */
  name?: string;
  /** Default: the game date. */
  date?: IsoDate;
  championshipId?: number | null;
  /** Default: the championship's gender, else the game's. */
  gender?: ChampionshipGender;
  /** Default: the championship's brands, else the game's (empty means every brand). */
  brandIds?: number[];
  /** Entrants in bracket order (1st meets 2nd…); when given, nobody is seeded by points. */
  wrestlerIds?: number[];
  /** Field size when seeding by points: 4, 8 or 16 (default 8). */
  size?: number;
  /** Default true: each match writes a win and a loss to the records. */
  recordResults?: boolean;
}

export type CreateTournament = (options?: CreateTournamentOptions) => Promise<Stored<Tournament>>;

const isSize = (n: number): boolean => (TOURNAMENT_SIZES as readonly number[]).includes(n);

/** Who may enter: active, signed in-ring wrestlers (no referees or hosts) who fit the field. */
export const canEnterTournament = (wrestler: Stored<Wrestler>, field: TournamentField): boolean => isTournamentEligible(wrestler, field);

function chosenEntrants(ids: readonly number[], roster: readonly Stored<Wrestler>[], field: TournamentField): number[] {
  if (!isSize(ids.length)) throw new TournamentError(TournamentMessages.size(ids.length));
  if (new Set(ids).size !== ids.length) throw new TournamentError(TournamentMessages.duplicate);
  const byId = new Map(roster.map((w) => [w.id, w]));
  for (const id of ids) {
    const wrestler = byId.get(id);
    if (!wrestler) throw new Error(ErrorMessages.recordNotFound(id, 'Wrestler'));
    if (!canEnterTournament(wrestler, field)) throw new TournamentError(TournamentMessages.notEligible(wrestler.name));
  }
  return [...ids];
}

function seededEntrants(size: number, roster: readonly Stored<Wrestler>[], field: TournamentField): number[] {
  if (!isSize(size)) throw new TournamentError(TournamentMessages.size(size));
  const eligible = roster.filter((w) => canEnterTournament(w, field));
  if (eligible.length < size) throw new TournamentError(TournamentMessages.tooFew(eligible.length, size));
  return seedByPoints(eligible, size);
}

/** A new tournament, nothing played: its bracket chosen by the player or seeded by points. */
export function createCreateTournament({ repos, clock }: Pick<MachineUseCaseDeps, 'repos' | 'clock'>): CreateTournament {
  return async (options = {}) => {
    const game = await readGame(repos);
    const championshipId = options.championshipId ?? null;
    const championship = championshipId === null ? undefined : await repos.Championship.get(championshipId);
    if (championshipId !== null && !championship) throw new Error(ErrorMessages.recordNotFound(championshipId, 'Championship'));
    const fit = championship ? oneWinnerFits(championship, 'tournament') : null;
    if (championship && fit && !fit.fits) throw new TournamentError(misfitMessage(championship, fit.reason));

    const gender = options.gender ?? championship?.gender ?? game?.gender ?? 'MALE';
    const brandIds = options.brandIds ?? (championship?.brandIds.length ? championship.brandIds : (game?.brandIds ?? []));
    const field = { gender, brandIds };
    const roster = await repos.Wrestler.all();
    const wrestlerIds = options.wrestlerIds
      ? chosenEntrants(options.wrestlerIds, roster, field)
      : seededEntrants(options.size ?? 8, roster, field);

    return repos.Tournament.create(
      createTournament({
        name: options.name?.trim() || (championship ? `${championship.name} Tournament` : 'Tournament'),
        date: options.date || gameDateOr(game, clock),
        championshipId,
        gender,
        brandIds: [...brandIds],
        wrestlerIds,
        recordResults: options.recordResults ?? true,
      }),
    );
  };
}
