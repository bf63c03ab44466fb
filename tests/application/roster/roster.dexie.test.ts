import { createRosterServices } from '../../../src/application/roster';
import { dexieDeps, putGame } from '../support';

describe('roster use cases on the Dexie database', () => {
  it('expires contracts, boosts, penalises, generates and resets through the Dexie adapters', async () => {
    const deps = dexieDeps('roster-it');
    await putGame(deps);
    const roster = createRosterServices(deps);
    const [lapsed, star] = await deps.repos.Wrestler.bulkCreate([
      { name: 'Lapsed', contractExpires: '2026-01-01', brandIds: [1] },
      { name: 'Star', contractExpires: '2027-01-01', points: 50, damage: 2 },
    ]);

    expect((await roster.checkContracts()).map((w) => w.id)).toEqual([lapsed.id]);
    expect((await deps.repos.Wrestler.get(lapsed.id))!.status).toBe('UNSIGNED');

    await roster.boost(star.id);
    await roster.boost(star.id);
    await roster.penalty(star.id);
    expect(await deps.repos.Wrestler.get(star.id)).toMatchObject({ points: 51, damage: 1 });

    await roster.healAll();
    expect((await deps.repos.Wrestler.get(star.id))!.damage).toBe(0.5);

    const venue = await roster.generate('Venue');
    expect(await deps.repos.Venue.get(venue.id)).toEqual(venue);

    const reset = await roster.reset('Wrestler', star.id);
    expect(await deps.repos.Wrestler.get(star.id)).toEqual(reset);
    expect(reset).toMatchObject({ name: 'Star', points: 20, damage: 0 });
  });
});
