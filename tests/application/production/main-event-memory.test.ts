import { createCompleteProduction } from '../../../src/application/production/complete-production';
import type { Game } from '../../../src/domain/entities/game';
import { pairingKey } from '../../../src/domain/rules/living/main-event-memory';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { constantRandom, PRODUCTION_DATE, seedScriptedProduction } from './scripted-production';

// Issue 36 item 4: a living show remembers its card's main event (the last match with two sides,
// here the scripted card's title match), so its booker does not headline with it again soon.

async function complete(rules: Game['rules'], recentMainEvents: string[] = []) {
  const storage = createDexieTestStorage();
  const card = await seedScriptedProduction(storage.repos);
  await storage.repos.Show.update(card.show.id, { recentMainEvents });
  await storage.repos.Game.create({ date: PRODUCTION_DATE, rules });
  const { repos, unitOfWork, logger } = storage;
  const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id, { seed: 500 });
  expect(result.status).toBe('completed');
  return { show: (await repos.Show.get(card.show.id))!, main: pairingKey(card.titleCast.filter((a) => !a.manager).map((a) => a.wrestlerId)) };
}

describe('a show remembers its main events (issue 36 item 4)', () => {
  it('on a living game, the completed card\'s main event pairing is added to the show, newest last', async () => {
    const { show, main } = await complete('living', ['1-2']);
    expect(show.recentMainEvents).toEqual(['1-2', main]);
  });

  it('on a classic game the show is left as it was', async () => {
    const { show } = await complete('classic');
    expect(show.recentMainEvents).toEqual([]);
  });
});
