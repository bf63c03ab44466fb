import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Championship } from '../../domain/entities/championship';
import type { Reign } from '../../domain/entities/reign';
import type { Rumble } from '../../domain/entities/rumble';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../ports/unit-of-work.port';

export interface RumbleView {
  rumble: Stored<Rumble>;
  /** Every entrant's name by id (a deleted wrestler is missing: the screen names it by its id). */
  names: ReadonlyMap<number, string>;
  championship: Stored<Championship> | null;
  /** The brands the field was drawn from; empty means every brand. */
  brandNames: string[];
  /** For a finished championship rumble: the reign its winner holds the title in since. */
  reign: Stored<Reign> | null;
}

/** What `/rumbles/start` lists and what its form chooses from. */
export interface RumbleList {
  /** Newest first (by date, then the newest record). */
  rumbles: Stored<Rumble>[];
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  championships: Stored<Championship>[];
}

/** The rumble with what its screen shows beside it; null when there is no such rumble. */
export function createRumbleView({ repos }: { repos: Repositories }) {
  return async (id: number): Promise<RumbleView | null> => {
    const rumble = Number.isInteger(id) && id > 0 ? await repos.Rumble.get(id) : undefined;
    if (!rumble) return null;
    const wrestlers = await repos.Wrestler.getMany(rumble.entryIds);
    const championship = rumble.championshipId === null ? null : ((await repos.Championship.get(rumble.championshipId)) ?? null);
    const reign = championship && rumble.complete && rumble.winnerId !== null ? await reignWonOrKept(repos, rumble, championship.id) : null;
    const brandNames = (await repos.Brand.getMany(rumble.brandIds)).map((b) => b.name);
    return { rumble, names: new Map(wrestlers.map((w) => [w.id, w.name])), championship, brandNames, reign };
  };
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

/** Every rumble, and the wrestlers, brands and titles a new one can be set up with. */
export function createRumbleList({ repos }: { repos: Repositories }) {
  return async (): Promise<RumbleList> => {
    const [rumbles, wrestlers, brands, championships] = await Promise.all([
      repos.Rumble.all(),
      repos.Wrestler.all(),
      repos.Brand.all(),
      repos.Championship.all(),
    ]);
    const newest = [...rumbles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    return { rumbles: newest, wrestlers, brands, championships };
  };
}
