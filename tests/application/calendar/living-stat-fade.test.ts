import { createCalendarServices } from '../../../src/application/calendar';
import { inMemoryDeps, putGame } from '../support';

const noProductions = {
  createProduction: () => Promise.reject(new Error('not used')),
  completeProduction: () => Promise.reject(new Error('not used')),
};

// Issue 15 item 6: on a living game the week's stat fade runs when the calendar moves forward.
describe('a living week moves stats', () => {
  it('puts stored stats back within 0–100 and fades them toward the wrestler\'s level', async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { amountOfDays: 7, rules: 'living' });
    const [worn, idle] = await deps.repos.Wrestler.bulkCreate([
      { name: 'Worn', morale: 242, popularity: -12, points: 50, charisma: 50, stamina: 50, damage: 218 },
      { name: 'Idle', popularity: 90, popularityLevel: 60, points: 50, charisma: 90, morale: 50, stamina: 100, damage: 0, wins: 0, losses: 0 },
    ]);
    await createCalendarServices({ ...deps, productions: () => noProductions }).forward();
    const after = await deps.repos.Wrestler.getMany([worn.id, idle.id]);
    for (const stat of ['points', 'charisma', 'damage', 'popularity', 'morale', 'stamina'] as const) {
      expect(after[0][stat]).toBeGreaterThanOrEqual(0);
      expect(after[0][stat]).toBeLessThanOrEqual(100);
    }
    // Charisma fades toward the level of the record (50 with no matches), popularity toward the
    // wrestler's own level (60 here), and that level follows it a little.
    expect(after[1].charisma).toBeLessThan(90);
    expect(after[1].charisma).toBeGreaterThan(50);
    expect(after[1].popularity).toBeLessThan(90);
    expect(after[1].popularity).toBeGreaterThan(60);
    expect(after[1].popularityLevel).toBeGreaterThan(60);
  });

  it('leaves a classic game\'s stats to the spec (only its heal)', async () => {
    const deps = inMemoryDeps();
    await putGame(deps, { amountOfDays: 7 });
    const [worn] = await deps.repos.Wrestler.bulkCreate([{ name: 'W1', morale: 242, damage: 0 }]);
    await createCalendarServices({ ...deps, productions: () => noProductions }).forward();
    expect((await deps.repos.Wrestler.get(worn.id))!.morale).toBe(242);
  });
});
