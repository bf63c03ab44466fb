import type { Stored } from '../../entities/base';
import { createChampionship, type Championship } from '../../entities/championship';
import type { Rivalry } from '../../entities/rivalry';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import type { CoachScene } from './changes';
import type { CoachSegment } from './expected-rating';

// Hand-made people and scenes for the coach's tests.

export const person = (id: number, stats: Partial<Wrestler> = {}): Stored<Wrestler> =>
  ({ ...createWrestler({ name: `W${id}`, ...stats }), id }) as Stored<Wrestler>;

export const title = (id: number, fields: Partial<Championship> = {}): Stored<Championship> =>
  ({ ...createChampionship({ name: `Title ${id}`, ...fields }), id }) as Stored<Championship>;

export const rivalry = (id: number, a: number[], b: number[], fields: Partial<Rivalry> = {}): Rivalry => ({
  id, sides: [a, b], origin: 'player', startedOn: '2026-01-01', endedOn: null, endReason: '',
  heat: 50, heatOn: '2026-01-10', beats: [], segments: 1, payoffShowId: null, ...fields,
});

export function scene(people: readonly Stored<Wrestler>[], available: readonly Stored<Wrestler>[], fields: Partial<CoachScene> = {}): CoachScene {
  return {
    wrestlers: new Map([...people, ...available].map((w) => [w.id, w])),
    living: true,
    rivalries: [],
    date: '2026-01-10',
    showType: 'TV',
    showId: 1,
    available,
    championships: [],
    ...fields,
  };
}

/** A match: one wrestler a side unless the groups say otherwise. */
export const match = (ids: number[], type = 'SINGLES', groups = ids.map((_, i) => i + 1)): CoachSegment => ({
  id: 1, type, championshipIds: [], cast: ids.map((wrestlerId, i) => ({ wrestlerId, groupId: groups[i], manager: false })),
});
