import { vi } from 'vitest';
import type { NewGameService, BrandChoice } from '../../application/new-game';
import type { OfficeService, OfficeView, RosterRow } from '../../application/office';
import { createGame, GAME_ID } from '../../domain/entities/game';

export const FAKE_BRANDS: BrandChoice[] = [
  { id: 1, name: 'AWE Onslaught', desc: 'Monday nights.', company: 'Apex', companyId: 1, color: '#fff', backgroundColor: '#b3121b' },
  { id: 7, name: 'Northgate Pro', desc: 'Thursday nights.', company: 'Northgate', companyId: 4, color: '#fff', backgroundColor: '#4a4a4a' },
];

/** NewGameService for screen tests: two brands, a start that reports two steps, one group. */
export function createFakeNewGame(): { [K in keyof NewGameService]: ReturnType<typeof vi.fn> & NewGameService[K] } {
  return {
    brandChoices: vi.fn(async () => FAKE_BRANDS),
    seedGroups: vi.fn(async () => [{ group: 'venues', tables: [{ table: 'Venue' as const, count: 10 }] }]),
    startNewGame: vi.fn(async (options, onProgress) => {
      onProgress?.({ step: 'Wrestler', done: 1, total: 2 });
      onProgress?.({ step: 'Game', done: 2, total: 2 });
      return { ...createGame({ ...options, date: '2026-11-21' }), id: GAME_ID };
    }),
    importSeedGroup: vi.fn(async (group: string) => ({
      group,
      added: 1,
      existing: 9,
      tables: [{ table: 'Venue' as const, added: 1, existing: 9, addedNames: ['Meridian Garden'] }],
    })),
  };
}

export const EMPTY_OFFICE: OfficeView = {
  date: '2026-11-21',
  daysPerStep: 7,
  week: [],
  balances: [],
  champions: [],
  topWrestlers: [],
  recentResults: [],
};

/** OfficeService for screen tests, answering with the given read model and roster. */
export function createFakeOffice(view: Partial<OfficeView> = {}, roster: RosterRow[] = []) {
  const office = {
    view: vi.fn(async () => ({ ...EMPTY_OFFICE, ...view })),
    advance: vi.fn(async () => ({ ...createGame({ date: '2026-11-28' }), id: GAME_ID })),
    roster: vi.fn(async () => roster),
  };
  return office satisfies OfficeService;
}
