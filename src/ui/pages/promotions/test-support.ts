import { createTestAppServices } from '../../../../tests/support/app-services';
import type { NewGameOptions } from '../../../application/new-game';

// Test helper only (imported by *.test.tsx files): real services on the seed world, started as one promotion.

export const AS_AWE: NewGameOptions = { brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules: 'living', companyId: 1, difficulty: 'NORMAL' };

export async function seedServices(options: Partial<NewGameOptions> = {}) {
  const services = createTestAppServices();
  await services.game.load();
  const game = await services.newGame.startNewGame({ ...AS_AWE, ...options });
  return { services, game };
}
