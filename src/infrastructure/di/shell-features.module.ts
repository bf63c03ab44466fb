import { ContainerModule } from 'inversify';
import { createListShows } from '../../application/calendar/list-shows';
import type { CalendarServices } from '../../application/calendar';
import { createGameService } from '../../application/game';
import type { NewGameService } from '../../application/new-game';
import { lazyFeature } from './lazy-feature';
import { createOfficeService } from '../../application/office';
import type { ChangeFeed } from '../../application/ports/change-feed.port';
import type { Clock } from '../../application/ports/clock.port';
import type { DeviceStorage } from '../../application/ports/device-storage.port';
import type { GameStore } from '../../application/ports/game-store.port';
import type { Logger } from '../../application/ports/logger.port';
import type { SafetyCopies } from '../../application/ports/safety-copies.port';
import type { SaveFiles } from '../../application/ports/save-files.port';
import type { SeedSource } from '../../application/ports/seed-source.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createGameRepair, createGameReplacer, createSaveService, type GameReplacer, type RuleFailures } from '../../application/saves';
import { TypedSeedSource } from '../seed/seed-source';
import { FEATURES as F, TOKENS as T } from './tokens';

// The first page needs these (bootstrap, setup, the office): built with the container, not lazily.

const gameModule = new ContainerModule(({ bind }) => {
  bind(F.game)
    .toResolvedValue(
      (repos: Repositories, clock: Clock, unitOfWork: UnitOfWork) => createGameService({ repos, clock, unitOfWork }),
      [T.Repositories, T.Clock, T.UnitOfWork],
    )
    .inSingletonScope();
});

const savesModule = new ContainerModule(({ bind }) => {
  // Issue 14: import, new game and restoring a safety copy all replace the game through this one.
  bind(T.GameReplacer)
    .toResolvedValue(
      (saveFiles: SaveFiles, safetyCopies: SafetyCopies, gameStore: GameStore, clock: Clock, logger: Logger, changes: ChangeFeed) =>
        createGameReplacer({ saveFiles, safetyCopies, gameStore, clock, logger, changes }),
      [T.SaveFiles, T.SafetyCopies, T.GameStore, T.Clock, T.Logger, T.ChangeFeed],
    )
    .inSingletonScope();
  bind(F.saves)
    .toResolvedValue(
      (saveFiles: SaveFiles, clock: Clock, replacer: GameReplacer, copies: SafetyCopies, device: DeviceStorage, unitOfWork: UnitOfWork, logger: Logger, failures: RuleFailures) =>
        createSaveService({ saveFiles, clock, safety: { replacer, copies, device }, repairs: createGameRepair({ unitOfWork, logger, failures }) }),
      [T.SaveFiles, T.Clock, T.GameReplacer, T.SafetyCopies, T.DeviceStorage, T.UnitOfWork, T.Logger, T.RuleFailures],
    )
    .inSingletonScope();
});

/** The way into a game: the seed, a new game, an import. */
const newGameModule = new ContainerModule(({ bind }) => {
  bind(T.SeedSource).toDynamicValue(() => new TypedSeedSource()).inSingletonScope();
  bind(F.newGame)
    .toResolvedValue(
      // Loaded on its first call (the setup screen's), not with the office (issue 19: the first load).
      (unitOfWork: UnitOfWork, seed: SeedSource, replacer: GameReplacer, deviceStorage: DeviceStorage, changes: ChangeFeed) =>
        lazyFeature<NewGameService>('newGame', async () =>
          (await import('../../application/new-game/new-game-service')).createNewGameService({ unitOfWork, seed, replacer, deviceStorage, changes })),
      [T.UnitOfWork, T.SeedSource, T.GameReplacer, T.DeviceStorage, T.ChangeFeed],
    )
    .inSingletonScope();
});

const officeModule = new ContainerModule(({ bind }) => {
  bind(F.office)
    .toResolvedValue(
      // The calendar is a lazy facade: its chunk loads on the first forward move, not with the office.
      (repos: Repositories, unitOfWork: UnitOfWork, random: RandomSource, calendar: CalendarServices) =>
        createOfficeService({ repos, unitOfWork, random, advance: (options) => calendar.forward(options) }),
      [T.Repositories, T.UnitOfWork, T.RandomSource, F.calendar],
    )
    .inSingletonScope();
});

/** The show list joined with its crews (a calendar query outside AppServices). */
const listShowsModule = new ContainerModule(({ bind }) => {
  bind(T.ListShows)
    .toResolvedValue((repos: Repositories) => createListShows({ repos }), [T.Repositories])
    .inSingletonScope();
});

export const shellFeatureModules: readonly ContainerModule[] = [gameModule, savesModule, newGameModule, officeModule, listShowsModule];
