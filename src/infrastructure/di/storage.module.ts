import { ContainerModule } from 'inversify';
import type { Logger } from '../../application/ports/logger.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { BroadcastChangeFeed, changeChannelName } from '../changes/broadcast-change-feed';
import { DexieBatchSource } from '../dexie/dexie-batch-source';
import { watchDatabase } from '../dexie/database-watch';
import { createDexieRepositories } from '../dexie/dexie-repositories';
import { DexieUnitOfWork } from '../dexie/dexie-unit-of-work';
import { createKayfabeDatabase, type KayfabeDatabase } from '../dexie/kayfabe-database';
import { DexieGameStore } from '../dexie/dexie-game-store';
import type { SaveFiles } from '../../application/ports/save-files.port';
import { createRuleFailures, watchRuleFailures, type RuleFailures } from '../../application/saves/rule-failures';
import { lazyFeature } from './lazy-feature';
import { DexieSafetyCopies, SafetyDatabase, safetyDatabaseName } from '../saves/dexie-safety-copies';
import { BrowserDeviceStorage } from '../storage/browser-device-storage';
import { TOKENS as T, type ContainerConfig } from './tokens';

/** The Dexie database and every storage port over it (one database per container), and its change feed. */
export const storageModule = new ContainerModule(({ bind }) => {
  bind(T.ChangeFeed)
    .toResolvedValue((cfg: ContainerConfig) => new BroadcastChangeFeed(changeChannelName(cfg.databaseName)), [T.Config])
    .inSingletonScope();
  // Watched from the start: every committed write is published, and another tab's import leaves it behind.
  bind(T.Database)
    .toResolvedValue(
      (cfg: ContainerConfig, feed: BroadcastChangeFeed) => {
        const db = createKayfabeDatabase(cfg.databaseName);
        watchDatabase(db, feed);
        return db;
      },
      [T.Config, T.ChangeFeed],
    )
    .inSingletonScope();
  bind(T.Repositories)
    .toResolvedValue((db: KayfabeDatabase, log: Logger) => createDexieRepositories(db, log), [T.Database, T.Logger])
    .inSingletonScope();
  bind(T.RuleFailures).toDynamicValue(() => createRuleFailures()).inSingletonScope();
  // Issue 34: a run a field rule refused is told to the shell, which offers the repair when the stored game needs one.
  bind(T.UnitOfWork)
    .toResolvedValue(
      (db: KayfabeDatabase, repos: Repositories, log: Logger, failures: RuleFailures) => watchRuleFailures(new DexieUnitOfWork(db, repos, log), failures),
      [T.Database, T.Repositories, T.Logger, T.RuleFailures],
    )
    .inSingletonScope();
  bind(T.BatchSource)
    .toResolvedValue(
      (db: KayfabeDatabase, repos: Repositories, unitOfWork: UnitOfWork) => new DexieBatchSource(db, repos, unitOfWork),
      [T.Database, T.Repositories, T.UnitOfWork],
    )
    .inSingletonScope();
  // Reading, checking and writing save files loads on its first use: no first page needs it
  // (issue 19: with the field rules it checks rows by, about 8 KB gzip of the office's first load).
  bind(T.SaveFiles)
    .toResolvedValue(
      (db: KayfabeDatabase, log: Logger): SaveFiles =>
        lazyFeature<SaveFiles>('saveFiles', async () => new (await import('../saves/dexie-save-files')).DexieSaveFiles(db, log)),
      [T.Database, T.Logger],
    )
    .inSingletonScope();
  bind(T.GameStore)
    .toResolvedValue((db: KayfabeDatabase, repos: Repositories) => new DexieGameStore(db, repos), [T.Database, T.Repositories])
    .inSingletonScope();
  // Beside the game's database, never inside it: `kayfabe-safety` for `kayfabe`.
  bind(T.SafetyCopies)
    .toResolvedValue((cfg: ContainerConfig) => new DexieSafetyCopies(new SafetyDatabase(safetyDatabaseName(cfg.databaseName))), [T.Config])
    .inSingletonScope();
  bind(T.DeviceStorage).toDynamicValue(() => new BrowserDeviceStorage()).inSingletonScope();
});
