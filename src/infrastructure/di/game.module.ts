import { ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/clock.port';
import type { SaveFiles } from '../../application/ports/save-files.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createGameService } from '../../application/use-cases/game.service';
import { createListShows } from '../../application/use-cases/list-shows';
import { createSaveService } from '../../application/use-cases/save.service';
import { TOKENS as T } from './tokens';

/** Use cases of the game shell: bootstrap, saves and the show list. */
export const gameModule = new ContainerModule(({ bind }) => {
  bind(T.GameService)
    .toResolvedValue(
      (repos: Repositories, clock: Clock, unitOfWork: UnitOfWork) => createGameService({ repos, clock, unitOfWork }),
      [T.Repositories, T.Clock, T.UnitOfWork],
    )
    .inSingletonScope();
  bind(T.SaveService)
    .toResolvedValue(
      (saveFiles: SaveFiles, clock: Clock) => createSaveService({ saveFiles, clock }),
      [T.SaveFiles, T.Clock],
    )
    .inSingletonScope();
  bind(T.ListShows)
    .toResolvedValue((repos: Repositories) => createListShows({ repos }), [T.Repositories])
    .inSingletonScope();
});
