import { addDays } from '../../../domain/dates';
import type { ChampionshipGender } from '../../../domain/entities/enums';
import type { Draft } from '../../../domain/entities/draft';
import { createReign, type Reign } from '../../../domain/entities/reign';
import { createRumble, type Rumble } from '../../../domain/entities/rumble';
import { createTournament, type Tournament } from '../../../domain/entities/tournament';
import { newDraft } from '../../../domain/rules/draft';
import { isRumbleEligible, pickRumbleEntrants } from '../../../domain/rules/rumble-entrants';
import { GenerateMessages, need, type GenerateContext } from './context';
import { int, pick, sample } from './random-tools';

export const TOURNAMENT_SIZE = 8;

/** A pick of a free agent when there is one (any wrestler otherwise) for a brand, per newDraft. */
export function generateDraft({ rng, today, brandIds, wrestlers }: GenerateContext): Draft {
  const brandId = pick(rng, need(brandIds, GenerateMessages.noBrands));
  const free = wrestlers.filter((w) => w.status === 'UNSIGNED');
  const wrestler = pick(rng, free.length > 0 ? free : need(wrestlers, GenerateMessages.noWrestlers));
  return newDraft({ wrestler, brandId, gameDate: today });
}

/**
 * A past reign of an existing title by as many wrestlers as it has holders, of its gender.
 * It ended before today (docs/decisions-use-cases.md): a generated reign must never become a
 * second open reign of a title, which would contradict who holds it now.
 */
export function generateReign({ rng, today, wrestlers, championships }: GenerateContext): Reign {
  need(championships, GenerateMessages.noChampionships);
  const holdersOf = (gender: ChampionshipGender) =>
    wrestlers.filter((w) => gender === 'INTERGENDER' || w.gender === gender).map((w) => w.id);
  const holdable = championships.filter((c) => holdersOf(c.gender).length >= Math.max(1, c.holders));
  const title = pick(rng, need(holdable, GenerateMessages.noHolders));
  const endDate = addDays(today, -int(rng, 1, 365));
  return createReign({
    championshipId: title.id,
    wrestlerIds: sample(rng, holdersOf(title.gender), Math.max(1, title.holders)),
    defenses: int(rng, 0, 6),
    startDate: addDays(endDate, -int(rng, 7, 400)),
    endDate,
  });
}

/** A rumble today of a gender with at least two eligible wrestlers, entrants drawn by the rumble rules. */
export function generateRumble({ rng, today, wrestlers, gender }: GenerateContext): Rumble {
  const fields = (gender ? [gender] : (['MALE', 'FEMALE', 'INTERGENDER'] as const)).filter(
    (g) => wrestlers.filter((w) => isRumbleEligible(w, { gender: g, brandIds: [] })).length >= 2,
  );
  const chosen = pick(rng, need(fields, GenerateMessages.tooFewEntrants('rumble', 2)));
  return createRumble({
    date: today,
    gender: chosen,
    entryIds: pickRumbleEntrants(wrestlers, { gender: chosen, brandIds: [] }, rng),
  });
}

/** Eight active wrestlers in a random bracket order, to be fought today. */
export function generateTournament({ rng, today, wrestlerIds: pool }: GenerateContext): Tournament {
  if (pool.length < TOURNAMENT_SIZE) throw new Error(GenerateMessages.tooFewEntrants('tournament', TOURNAMENT_SIZE));
  return createTournament({ date: today, wrestlerIds: sample(rng, pool, TOURNAMENT_SIZE) });
}
