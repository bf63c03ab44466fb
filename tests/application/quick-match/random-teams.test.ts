import { createQuickMatchService } from '../../../src/application/quick-match';
import { inMemoryDeps, putGame } from '../support';

async function world(gender: 'MALE' | 'FEMALE' = 'MALE') {
  const deps = inMemoryDeps(5);
  const [mine, theirs] = await deps.repos.Brand.bulkCreate([{ name: 'Mine' }, { name: 'Theirs' }]);
  await putGame(deps, { gender, brandIds: [mine.id] });
  await deps.repos.Wrestler.bulkCreate([
    ...Array.from({ length: 8 }, (_, i) => ({ name: `Man ${i}`, points: 50 + i, brandIds: [mine.id] })),
    ...Array.from({ length: 4 }, (_, i) => ({ name: `Woman ${i}`, gender: 'FEMALE' as const, points: 60, brandIds: [mine.id] })),
    { name: 'Weak', points: 10, brandIds: [mine.id] },
    { name: 'Injured', points: 80, active: false, brandIds: [mine.id] },
    { name: 'Referee', points: 90, role: 'REFEREE' as const, brandIds: [mine.id] },
    { name: 'Elsewhere', points: 90, brandIds: [theirs.id] },
  ]);
  return { deps, quickMatch: createQuickMatchService(deps) };
}

describe('"Pick for me"', () => {
  it('draws two singles wrestlers who are eligible: the game gender, brand, active, 40 points, in the ring', async () => {
    const { deps, quickMatch } = await world();
    const eligible = new Set((await deps.repos.Wrestler.all()).filter((x) => x.name.startsWith('Man')).map((x) => x.id));
    for (let seed = 1; seed <= 20; seed += 1) {
      const { teams, gender } = await quickMatch.randomTeams({ type: 'SINGLES', seed });
      expect(gender).toBe('MALE');
      expect(teams.map((t) => t.length)).toEqual([1, 1]);
      expect(teams.flat().every((id) => eligible.has(id))).toBe(true);
      expect(new Set(teams.flat()).size).toBe(2);
    }
  });

  it('makes two pairs for a tag team match, women for a women\'s game', async () => {
    const { deps, quickMatch } = await world('FEMALE');
    const women = new Set((await deps.repos.Wrestler.all()).filter((x) => x.gender === 'FEMALE').map((x) => x.id));
    const { teams } = await quickMatch.randomTeams({ type: 'TAG_TEAM', seed: 4 });
    expect(teams.map((t) => t.length)).toEqual([2, 2]);
    expect(teams.flat().every((id) => women.has(id))).toBe(true);
  });

  it('the teams it draws simulate without a problem', async () => {
    const { quickMatch } = await world();
    const { teams } = await quickMatch.randomTeams({ type: 'BATTLE_ROYAL', seed: 2 });
    const result = await quickMatch.simulateExhibition({ teams, type: 'BATTLE_ROYAL' });
    expect(result.teams.length).toBe(teams.length);
  });
});

describe('the picker\'s candidates', () => {
  it('are the active in-ring wrestlers of the game\'s brands, by name, any gender', async () => {
    const { quickMatch } = await world();
    const names = (await quickMatch.candidates()).map((c) => c.name);
    expect(names).toContain('Woman 0');
    expect(names).toContain('Weak');
    expect(names).not.toContain('Injured');
    expect(names).not.toContain('Referee');
    expect(names).not.toContain('Elsewhere');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
