import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createCompleteProduction } from '../../../src/application/production/complete-production';
import type { RandomSource } from '../../../src/application/ports/random-source.port';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { PRODUCTION_DATE, seedScriptedProduction } from '../production/scripted-production';

// Every draw 0.01: each competitor's injury roll falls under their chance; the injury drawn is then
// light (the first, a sprained ankle) and as short as light injuries go (7 days).
const lowRolls: RandomSource = { newSeed: () => 10, fromSeed: (seed) => () => seed / 1000 };

async function completed(rules: 'living' | 'classic') {
  const storage = createDexieTestStorage();
  await storage.repos.Game.create({ date: PRODUCTION_DATE, amountOfDays: 7, rules });
  const card = await seedScriptedProduction(storage.repos);
  const result = await createCompleteProduction({ ...storage, random: lowRolls })(card.production.id, { seed: 10 });
  expect(result.status).toBe('completed');
  return { ...storage, card };
}

describe('injuries on a living game (issue 15, real adapters)', () => {
  it('a completion injures the competitors, and the forward move past the return date heals them', async () => {
    const { repos, unitOfWork, card } = await completed('living');
    const ace = await repos.Wrestler.get(card.w.ace.id);
    expect(ace).toMatchObject({ injury: 'Sprained ankle', injuredUntil: '2026-11-29' });
    expect(ace!.damage).toBeGreaterThan(0);
    // A manager does not wrestle, and a promo hurts nobody.
    expect(await repos.Wrestler.get(card.w.manny.id)).toMatchObject({ injury: '', injuredUntil: '' });
    expect(await repos.Wrestler.get(card.w.talker.id)).toMatchObject({ injury: '', injuredUntil: '' });

    await createMoveCalendar({ unitOfWork, random: lowRolls }).forward();
    const healed = await repos.Wrestler.get(card.w.ace.id);
    expect(healed).toMatchObject({ injury: '', injuredUntil: '' });
    expect(healed!.damage).toBeLessThan(ace!.damage);
    expect(healed!.damage).toBeGreaterThanOrEqual(0);
  });

  it('a classic game injures nobody', async () => {
    const { repos } = await completed('classic');
    expect((await repos.Wrestler.all()).filter((w) => w.injuredUntil !== '')).toEqual([]);
  });
});
