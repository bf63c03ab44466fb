import type { IsoDate, Stored } from '../../domain/entities/base';
import type { ChampionshipGender } from '../../domain/entities/enums';
import { createRumble, type Rumble } from '../../domain/entities/rumble';
import { ErrorMessages } from '../../domain/errors';
import { misfitMessage, oneWinnerFits } from '../../domain/rules/title-fit';
import { canCompete } from '../../domain/rules/roster';
import { pickRumbleEntrants } from '../../domain/rules/rumble-entrants';
import { gameDateOr, readGame } from '../game';
import { freshRng, type MachineUseCaseDeps } from '../deps';

export interface CreateRumbleOptions {
  name?: string;
  /** Default: the game date. */
  date?: IsoDate;
  championshipId?: number | null;
  /** Default: the championship's gender, else the game's. */
  gender?: ChampionshipGender;
  /** Default: the championship's brands, else the game's (empty means every brand). */
  brandIds?: number[];
  /** Entrants in entry order; when given, nobody is picked at random. */
  entryIds?: number[];
  /** Most entrants when picking (default 30). */
  size?: number;
}

/** A rumble needs someone to eliminate and someone left to win. */
export const MIN_RUMBLE_ENTRANTS = 2;

export type CreateRumble = (options?: CreateRumbleOptions) => Promise<Stored<Rumble>>;

/**
 * A new rumble (not active, not complete), its entrants given or drawn from the eligible roster.
 * Refuses a field of fewer than two, a wrestler listed twice, or an entrant who does not exist.
 */
export function createCreateRumble({ repos, random, clock }: Pick<MachineUseCaseDeps, 'repos' | 'random' | 'clock'>): CreateRumble {
  return async (options = {}) => {
    const game = await readGame(repos);
    const championshipId = options.championshipId ?? null;
    const championship = championshipId === null ? undefined : await repos.Championship.get(championshipId);
    if (championshipId !== null && !championship) throw new Error(ErrorMessages.recordNotFound(championshipId, 'Championship'));
    const fit = championship ? oneWinnerFits(championship, 'rumble') : null;
    if (championship && fit && !fit.fits) throw new Error(misfitMessage(championship, fit.reason));

    const gender = options.gender ?? championship?.gender ?? game?.gender ?? 'MALE';
    const brandIds = options.brandIds ?? (championship?.brandIds.length ? championship.brandIds : (game?.brandIds ?? []));
    const entryIds =
      options.entryIds ?? pickRumbleEntrants(await repos.Wrestler.all(), { gender, brandIds, size: options.size }, freshRng(random));
    await checkField(repos, entryIds);

    return repos.Rumble.create(
      createRumble({
        name: options.name?.trim() || (championship ? `${championship.name} Rumble` : 'Rumble'),
        date: options.date ?? gameDateOr(game, clock),
        championshipId,
        gender,
        brandIds: [...brandIds],
        entryIds: [...entryIds],
      }),
    );
  };
}

async function checkField(repos: MachineUseCaseDeps['repos'], entryIds: readonly number[]): Promise<void> {
  if (entryIds.length < MIN_RUMBLE_ENTRANTS) {
    throw new Error(`A rumble needs at least ${MIN_RUMBLE_ENTRANTS} entrants; this one has ${entryIds.length}.`);
  }
  if (new Set(entryIds).size !== entryIds.length) throw new Error('A wrestler can enter a rumble only once.');
  const entrants = await repos.Wrestler.getMany(entryIds);
  const found = new Set(entrants.map((w) => w.id));
  const missing = entryIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new Error(ErrorMessages.recordNotFound(missing, 'Wrestler'));
  // Issue 13: staff, retired, inactive and unsigned people never compete, even when chosen by hand.
  const unfit = entrants.find((w) => !canCompete(w));
  if (unfit) throw new Error(`${unfit.name} cannot enter a rumble: only active, signed in-ring wrestlers compete.`);
}
