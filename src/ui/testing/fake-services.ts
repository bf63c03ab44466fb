import { vi } from 'vitest';
import type { PlayServices } from '../../application/services';
import type { AppServices, Backup, SaveService } from '../../application/services';
import { createGame, GAME_ID, type Game } from '../../domain/entities/game';
import type { Stored } from '../../domain/entities/base';
import { createFakeNewGame, createFakeOffice } from './fake-new-game';
import { createFakeChangeFeed } from './fake-change-feed';

export interface FakeOptions {
  game?: Partial<Game>;
  hasGame?: boolean;
  /** A load that never settles until the test resolves it. */
  deferLoad?: boolean;
  loadError?: Error;
  backup?: Backup;
}

/** In-memory AppServices for component tests: the stored Game survives "reloads" (re-renders). */
export function createFakeServices(options: FakeOptions = {}) {
  let stored: Stored<Game> = { ...createGame({ date: '2026-11-21', ...options.game }), id: GAME_ID };
  let releaseLoad: () => void = () => {};
  const loadGate = options.deferLoad ? new Promise<void>((resolve) => (releaseLoad = resolve)) : Promise.resolve();

  const game = {
    load: vi.fn(async () => {
      await loadGate;
      if (options.loadError) throw options.loadError;
      return { ...stored };
    }),
    update: vi.fn(async (changes: Partial<Game>) => {
      stored = { ...stored, ...changes };
      return { ...stored };
    }),
    hasGame: vi.fn(async () => options.hasGame ?? false),
  };
  const saves = {
    // Typed like the port, so tests can swap in implementations that report progress.
    backup: vi.fn<SaveService['backup']>(
      async () => options.backup ?? { blob: new Blob(['{}']), fileName: 'kayfabe-save-v11-2026-11-21.json' },
    ),
    restore: vi.fn<SaveService['restore']>(async () => 'restored'),
    storage: vi.fn<SaveService['storage']>(async () => ({ persisted: null, usage: null, quota: null })),
    safetyCopies: vi.fn<SaveService['safetyCopies']>(async () => []),
    restoreSafetyCopy: vi.fn<SaveService['restoreSafetyCopy']>(async () => 'restored'),
    removeSafetyCopy: vi.fn<SaveService['removeSafetyCopy']>(async () => {}),
    recoverInterrupted: vi.fn<SaveService['recoverInterrupted']>(async () => null),
    damaged: vi.fn<SaveService['damaged']>(async () => []),
    repair: vi.fn<SaveService['repair']>(async () => []),
    damagedAtStart: vi.fn<SaveService['damagedAtStart']>(async () => []),
    onDamage: vi.fn<SaveService['onDamage']>(() => () => undefined),
  };
  const analytics = { track: vi.fn(), pageView: vi.fn() };
  const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const clock = { now: () => '2026-11-21T00:00:00.000Z', today: () => '2026-11-21' };
  const changes = createFakeChangeFeed();

  const services: AppServices = {
    game,
    saves,
    analytics,
    logger,
    clock,
    changes,
    newGame: createFakeNewGame(),
    office: createFakeOffice(),
    ...unfakedPlayServices(),
  };
  return { services, game, saves, analytics, logger, changes, releaseLoad, stored: () => stored };
}

/**
 * Play use cases are not faked here: a call throws and names the way out. Screen tests that book
 * or simulate build real services on fake-indexeddb with tests/support/app-services.ts.
 */
function unfakedPlayServices(): PlayServices {
  const unfaked = (name: string) =>
    new Proxy(
      {},
      {
        get: (_target, key) => () => {
          throw new Error(`${name}.${String(key)} is not faked: use tests/support/app-services.ts`);
        },
      },
    );
  const names = ['production', 'segments', 'calendar', 'roster', 'rumbles', 'tournaments', 'drafts', 'tutorial', 'rankings', 'championships', 'brands', 'cms', 'careers', 'dialogs', 'contracts', 'coach', 'rivalries', 'promotions', 'war', 'talent', 'owner'] as const;
  return Object.fromEntries(names.map((name) => [name, unfaked(name)])) as unknown as PlayServices;
}
