import { ContainerModule } from 'inversify';
import { createListShows } from '../../application/calendar/list-shows';
import { createGameService } from '../../application/game';
import { createNewGameService } from '../../application/new-game';
import { createOfficeService } from '../../application/office';
import type { ChangeFeed } from '../../application/ports/change-feed.port';
import type { Clock } from '../../application/ports/clock.port';
import type { SaveFiles } from '../../application/ports/save-files.port';
import type { SeedSource } from '../../application/ports/seed-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createSaveService } from '../../application/saves';
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
  bind(F.saves)
    .toResolvedValue(
      (saveFiles: SaveFiles, clock: Clock, changes: ChangeFeed) => createSaveService({ saveFiles, clock, changes }),
      [T.SaveFiles, T.Clock, T.ChangeFeed],
    )
    .inSingletonScope();
});

/** The way into a game: the seed, a new game, an import. */
const newGameModule = new ContainerModule(({ bind }) => {
  bind(T.SeedSource).toDynamicValue(() => new TypedSeedSource()).inSingletonScope();
  bind(F.newGame)
    .toResolvedValue(
      (unitOfWork: UnitOfWork, seed: SeedSource, changes: ChangeFeed) => createNewGameService({ unitOfWork, seed, changes }),
      [T.UnitOfWork, T.SeedSource, T.ChangeFeed],
    )
    .inSingletonScope();
});

const officeModule = new ContainerModule(({ bind }) => {
  bind(F.office)
    .toResolvedValue(
      (repos: Repositories, unitOfWork: UnitOfWork) => createOfficeService({ repos, unitOfWork }),
      [T.Repositories, T.UnitOfWork],
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
