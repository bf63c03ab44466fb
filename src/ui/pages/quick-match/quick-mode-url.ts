/**
 * `/quick-mode/:id` carries everything needed to replay an exhibition (docs/decisions.md): the id is
 * the seed, the query holds the match type, the teams (`teams=12.34-56`: ids joined by `.`, teams
 * by `-`) and the stamp of the records it was simulated on.
 */
export interface QuickModeAddress {
  seed: number;
  type: string;
  teams: number[][];
  stamp: string;
}

const ID = /^\d{1,10}$/;
const TEAMS = /^\d+(\.\d+)*(-\d+(\.\d+)*)+$/;

export function quickModePath({ seed, type, teams, stamp }: QuickModeAddress): string {
  const query = new URLSearchParams({ type, teams: teams.map((team) => team.join('.')).join('-'), stamp });
  // An unsigned id reads better; the random source folds it back to the same 32-bit seed.
  return `/quick-mode/${seed >>> 0}?${query.toString()}`;
}

/** The exhibition an address describes, or null when it describes none. */
export function readQuickMode(id: string | undefined, search: URLSearchParams): QuickModeAddress | null {
  const type = search.get('type') ?? '';
  const teams = search.get('teams') ?? '';
  if (!id || !ID.test(id) || !type || !TEAMS.test(teams)) return null;
  const seed = Number(id);
  if (seed > 0xffff_ffff) return null;
  return {
    seed,
    type,
    teams: teams.split('-').map((team) => team.split('.').map(Number)),
    stamp: search.get('stamp') ?? '',
  };
}
