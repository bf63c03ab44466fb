import { ContainerModule } from 'inversify';
import { createNewGameService } from '../../application/new-game';
import { createOfficeService } from '../../application/office';
import type { SeedSource } from '../../application/ports/seed-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { TypedSeedSource } from '../seed/seed-source';
import { TOKENS as T } from './tokens';

/** The way into a game (seed, new game, import) and the office that follows it. */
export const newGameModule = new ContainerModule(({ bind }) => {
  bind(T.SeedSource).toDynamicValue(() => new TypedSeedSource()).inSingletonScope();
  bind(T.NewGameService)
    .toResolvedValue(
      (unitOfWork: UnitOfWork, seed: SeedSource) => createNewGameService({ unitOfWork, seed }),
      [T.UnitOfWork, T.SeedSource],
    )
    .inSingletonScope();
  bind(T.OfficeService)
    .toResolvedValue(
      (repos: Repositories, unitOfWork: UnitOfWork) => createOfficeService({ repos, unitOfWork }),
      [T.Repositories, T.UnitOfWork],
    )
    .inSingletonScope();
});
