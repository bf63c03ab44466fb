// What the new-game screens name without loading the use cases (issue 19: kept off the first load).

/** The progress steps of a new game the start screen names. */
export const CLEARING_STEP = 'Clearing the old game';
export const GAME_STEP = 'Game';

export class UnknownSeedGroupError extends Error {
  constructor(readonly group: string) {
    super(`There is no group called "${group}" to import.`);
    this.name = 'UnknownSeedGroupError';
  }
}
