import type { GameStore, ReplaceMode } from '../../application/ports/game-store.port';
import type { Repositories } from '../../application/ports/unit-of-work.port';
import type { KayfabeDatabase } from './kayfabe-database';
import { replaceDatabase } from './replace-database';

/** The Game table's record (colour mode, settings) outlives every replace (SPEC §5). */
const KEPT = ['Game'] as const;

/** GameStore over Dexie: the repositories join the replace's transaction (Dexie's ambient zone). */
export class DexieGameStore implements GameStore {
  constructor(
    private readonly db: KayfabeDatabase,
    private readonly repos: Repositories,
  ) {}

  replaceAll<R>(mode: ReplaceMode, write: (repos: Repositories) => Promise<R>): Promise<R> {
    return replaceDatabase(this.db, mode, KEPT, async () => await write(this.repos));
  }
}
