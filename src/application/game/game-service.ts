import type { Stored } from '../../domain/entities/base';
import { createGame, GAME_ID, STORE_VERSION, type Game } from '../../domain/entities/game';
import type { Clock } from '../ports/clock.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { readGame } from './read-game';

/** Driving port for the Game record (bootstrap, colour mode, tutorials, store version). */
export interface GameService {
  /** Reads record 1, creating it with today's date and the store version when missing. */
  load(): Promise<Stored<Game>>;
  update(changes: Partial<Game>): Promise<Stored<Game>>;
  /** True when the database holds brands or wrestlers (the Game record alone is not a game). */
  hasGame(): Promise<boolean>;
}

export interface GameServiceDeps {
  repos: Pick<Repositories, 'Game' | 'Brand' | 'Wrestler'>;
  clock: Clock;
  /** When given, the read-then-create of record 1 runs in one transaction (safe across tabs too). */
  unitOfWork?: UnitOfWork;
}

/** SPEC §4 Game bootstrap: record 1 is created with today's date and the store version if missing. */
export function createGameService({ repos, clock, unitOfWork }: GameServiceDeps): GameService {
  let pending: Promise<Stored<Game>> | null = null;

  const readOrCreate = async (gameRepo: Repositories['Game']): Promise<Stored<Game>> => {
    const existing = await readGame({ Game: gameRepo });
    if (existing) return existing;
    // Put under id 1 explicitly: auto-increment would hand out 2 once the table has been cleared.
    const game = { ...createGame({ date: clock.today(), storeVersion: STORE_VERSION }), id: GAME_ID };
    await gameRepo.bulkPut([game]);
    return game;
  };

  const load = (): Promise<Stored<Game>> => {
    // Concurrent callers share one bootstrap instead of racing to create the record twice.
    pending ??= (unitOfWork ? unitOfWork.run((tx) => readOrCreate(tx.Game)) : readOrCreate(repos.Game))
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    load,
    async update(changes) {
      await load();
      return repos.Game.update(GAME_ID, changes);
    },
    async hasGame() {
      const [brands, wrestlers] = await Promise.all([repos.Brand.count(), repos.Wrestler.count()]);
      return brands > 0 || wrestlers > 0;
    },
  };
}
