export { createGameService, type GameService, type GameServiceDeps } from './game-service';
export { forGameBrands, gameDateOr, readGame, requireGame } from './read-game';
