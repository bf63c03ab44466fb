import { ContainerModule } from 'inversify';
import type { Analytics } from '../../application/ports/analytics.port';
import type { Clock } from '../../application/ports/clock.port';
import type { Logger } from '../../application/ports/logger.port';
import type { NewGameService } from '../../application/new-game';
import type { OfficeService } from '../../application/office';
import type { PlayServices } from '../../application/play';
import type { GameService, SaveService } from '../../application/services';
import { TOKENS as T } from './tokens';

/** The bundle the UI receives through its one React context: use cases and queries, no storage. */
export const appServicesModule = new ContainerModule(({ bind }) => {
  bind(T.AppServices)
    .toResolvedValue(
      (
        game: GameService,
        saves: SaveService,
        analytics: Analytics,
        logger: Logger,
        clock: Clock,
        newGame: NewGameService,
        office: OfficeService,
        play: PlayServices,
      ) => ({ game, saves, analytics, logger, clock, newGame, office, ...play }),
      [
        T.GameService,
        T.SaveService,
        T.Analytics,
        T.Logger,
        T.Clock,
        T.NewGameService,
        T.OfficeService,
        T.PlayServices,
      ],
    )
    .inSingletonScope();
});
