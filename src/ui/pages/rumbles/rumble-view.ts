import type { Repositories } from '../../../application/ports/unit-of-work.port';
import type { Stored } from '../../../domain/entities/base';
import type { Championship } from '../../../domain/entities/championship';
import type { Reign } from '../../../domain/entities/reign';
import type { Rumble } from '../../../domain/entities/rumble';
import { nextEntrant, remainingEntrants } from '../../../domain/rules/rumble';

export interface RumbleView {
  rumble: Stored<Rumble>;
  /** Every entrant's name by id (a deleted wrestler reads as "Wrestler #id"). */
  names: ReadonlyMap<number, string>;
  championship: Stored<Championship> | null;
  /** The brands the field was drawn from; empty means every brand. */
  brandNames: string[];
  /** For a finished championship rumble: the reign its winner holds the title in since. */
  reign: Stored<Reign> | null;
}

/** The rumble with what its screen shows beside it; null when there is no such rumble. */
export async function loadRumbleView(repos: Repositories, id: number): Promise<RumbleView | null> {
  const rumble = Number.isInteger(id) && id > 0 ? await repos.Rumble.get(id) : undefined;
  if (!rumble) return null;
  const wrestlers = await repos.Wrestler.getMany(rumble.entryIds);
  const championship = rumble.championshipId === null ? null : ((await repos.Championship.get(rumble.championshipId)) ?? null);
  const reign = championship && rumble.complete && rumble.winnerId !== null ? await reignWonOrKept(repos, rumble, championship.id) : null;
  const brandNames = (await repos.Brand.getMany(rumble.brandIds)).map((b) => b.name);
  return { rumble, names: new Map(wrestlers.map((w) => [w.id, w.name])), championship, brandNames, reign };
}

/** The winner's reign that covers the rumble's date (the newest, if a later event started another). */
async function reignWonOrKept(repos: Repositories, rumble: Rumble, championshipId: number): Promise<Stored<Reign> | null> {
  const reigns = await repos.Reign.findBy('championshipId', championshipId);
  const covering = reigns.filter(
    (r) =>
      r.wrestlerIds.includes(rumble.winnerId!) && r.startDate <= rumble.date && (r.endDate === null || r.endDate >= rumble.date),
  );
  return covering.sort((a, b) => b.id - a.id)[0] ?? null;
}

export const nameOf = (view: Pick<RumbleView, 'names'>, id: number): string => view.names.get(id) ?? `Wrestler #${id}`;

/** Entrants who have neither entered nor been eliminated, in entry order. */
export const waitingEntrants = (rumble: Rumble): number[] =>
  rumble.entryIds.filter((id) => !rumble.enteredIds.includes(id) && !rumble.eliminationIds.includes(id));

export const inTheRing = remainingEntrants;

export type RumbleStatus = 'Not started' | 'Running' | 'Finished';

export const statusOf = (rumble: Pick<Rumble, 'active' | 'complete'>): RumbleStatus =>
  rumble.complete ? 'Finished' : rumble.active ? 'Running' : 'Not started';

/** Finishing now would crown someone while others could still win (or nobody at all). */
export const finishingEarly = (rumble: Rumble): boolean =>
  remainingEntrants(rumble).length !== 1 || nextEntrant(rumble) !== undefined;
