import { createRumbleServices } from '../../../src/application/rumble';
import { createRandomiseSegment } from '../../../src/application/segments/randomise-segment';
import { createTournamentServices } from '../../../src/application/tournament';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { dexieMachineDeps, putGame, type MachineTestDeps } from '../machine-deps';
import { inMemoryDeps, putGame as putSegmentsGame } from '../support';

// Issue 13 item 3: matches, rumbles and tournaments draw only active, signed in-ring wrestlers.

const STAFF: Partial<Wrestler>[] = [
  { name: 'Director', role: 'AUTHORITY' },
  { name: 'Owner', role: 'OWNER' },
  { name: 'Commentator', role: 'COMMENTATOR' },
  { name: 'Referee', role: 'REFEREE' },
  { name: 'Announcer', role: 'ANNOUNCER' },
  { name: 'Free agent', status: 'UNSIGNED' },
  { name: 'Retired', retired: true },
];

/** Four wrestlers and every kind of non-competitor, all men of one brand with plenty of points. */
async function world(deps: Pick<MachineTestDeps, 'repos'>) {
  const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Red' }]);
  const people = await deps.repos.Wrestler.bulkCreate(
    [...['A', 'B', 'C', 'D'].map((name) => ({ name, role: 'WRESTLER' as const })), ...STAFF].map((w) => ({
      gender: 'MALE' as const, points: 90, brandIds: [brand.id], ...w,
    })),
  );
  const competitors = new Set(people.slice(0, 4).map((w) => w.id));
  return { brand, people, competitors };
}

describe('rumbles', () => {
  it('"Fill with 30 random" draws the four wrestlers and none of the staff, free agents or retired', async () => {
    const deps = dexieMachineDeps('in-ring-rumble-draw');
    await putGame(deps);
    const { brand, competitors } = await world(deps);
    const drawn = await createRumbleServices(deps).draw({ gender: 'INTERGENDER', brandIds: [brand.id], count: 30 });
    expect(new Set(drawn)).toEqual(competitors);
  });

  it('a random field holds only competitors', async () => {
    const deps = dexieMachineDeps('in-ring-rumble-create');
    await putGame(deps);
    const { brand, competitors } = await world(deps);
    const rumble = await createRumbleServices(deps).create({ gender: 'MALE', brandIds: [brand.id] });
    expect(new Set(rumble.entryIds)).toEqual(competitors);
  });

  it.each(STAFF.map((s) => [s.name!]))('refuses %s chosen by hand, and stores nothing', async (name) => {
    const deps = dexieMachineDeps('in-ring-rumble-refuse');
    await putGame(deps);
    const { people } = await world(deps);
    const unfit = people.find((w) => w.name === name)!;
    await expect(createRumbleServices(deps).create({ entryIds: [people[0].id, unfit.id] })).rejects.toThrow(
      `${name} cannot enter a rumble: only active, signed in-ring wrestlers compete.`,
    );
    expect(await deps.repos.Rumble.count()).toBe(0);
  });
});

describe('tournaments', () => {
  it('offer and seed only competitors', async () => {
    const deps = dexieMachineDeps('in-ring-tournament');
    await putGame(deps);
    const { competitors } = await world(deps);
    const tournaments = createTournamentServices(deps);
    expect((await tournaments.form()).candidates.map((c) => c.name).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set((await tournaments.create({ size: 4 })).wrestlerIds)).toEqual(competitors);
  });

  it('refuse a free agent chosen by hand', async () => {
    const deps = dexieMachineDeps('in-ring-tournament-refuse');
    await putGame(deps);
    const { people } = await world(deps);
    const agent = people.find((w) => w.name === 'Free agent')!;
    await expect(createTournamentServices(deps).create({ wrestlerIds: [people[0].id, people[1].id, people[2].id, agent.id] })).rejects.toThrow('Free agent');
  });
});

describe('matches', () => {
  it.each([1, 2, 3, 4, 5, 6])('Randomise books only competitors (seed %i)', async (seed) => {
    const deps = inMemoryDeps(seed);
    await putSegmentsGame(deps, { gender: 'MALE' });
    const { competitors } = await world(deps);
    const segment = await deps.repos.Segment.create({ type: 'FATAL_FOUR_WAY' });
    await createRandomiseSegment(deps)({ segmentId: segment.id });
    const appearances = await deps.repos.Appearance.all();
    expect(new Set(appearances.map((a) => a.wrestlerId))).toEqual(competitors);
  });
});
