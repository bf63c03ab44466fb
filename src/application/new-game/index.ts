// The new-game feature as the screens and the composition root see it: types and constants here,
// the use cases in new-game-service.ts (loaded on their first call, off the first page).

export * from './new-game-options';
export type { ImportSummary, ImportedTable } from './import-seed-group';
export type { BrandChoice, SeedGroupInfo } from './seed-catalogue';
export { CLEARING_STEP, GAME_STEP, UnknownSeedGroupError } from './new-game-steps';
export { createNewGameService, type NewGameDeps, type NewGameService } from './new-game-service';
