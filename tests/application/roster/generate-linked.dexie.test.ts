import { createRosterServices } from '../../../src/application/roster';
import { createProductionServices } from '../../../src/application/production';
import { dexieDeps, putGame } from '../support';

describe('generating linked records on the Dexie database', () => {
  it('generates every table but Game through the Dexie adapters, referring only to stored records', async () => {
    const deps = dexieDeps('roster-generate-it', 123456789);
    await putGame(deps);
    const { createProduction } = createProductionServices(deps);
    const roster = createRosterServices({ ...deps, createProduction });
    await roster.generate('Brand');
    for (let i = 0; i < 8; i += 1) await roster.generate('Wrestler', { gender: 'MALE' });
    await roster.generate('Championship', { gender: 'MALE' });
    await roster.generate('Show');

    const production = await roster.generate('Production');
    expect(await deps.repos.Segment.getMany(production.segmentIds)).toHaveLength(production.segmentIds.length);
    const bet = await roster.generate('Bet');
    expect(production.segmentIds).toContain(bet.segmentId);

    for (const table of ['Appearance', 'Draft', 'Reign', 'Rumble', 'Tournament', 'Segment', 'Venue', 'Company', 'Faction'] as const) {
      const record = await roster.generate(table);
      expect(await (deps.repos[table] as { get(id: number): Promise<unknown> }).get(record.id)).toEqual(record);
    }

    const segment = await roster.reset('Segment', production.segmentIds[0]);
    expect(segment.type).toBe('DEFAULT');
    expect(await roster.reset('Production', production.id)).toEqual(await deps.repos.Production.get(production.id));
  });
});
