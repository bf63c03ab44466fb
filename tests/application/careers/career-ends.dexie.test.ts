import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import type { RandomSource } from '../../../src/application/ports/random-source.port';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';

// Every draw 0.9: nobody's weekly chance of announcing a retirement reaches it, no free agent is due
// (4 a year: 0.08 + 0.9 rounds down to 0) and no brand's yearly class comes in. The retiring
// legend's place went to a rookie when the retirement was announced (before these weeks).
const highRolls: RandomSource = { newSeed: () => 10, fromSeed: () => () => 0.9 };
// Every draw 0.001: a 55-year-old's weekly chance (about 0.03) is above it, a one-wrestler brand's
// yearly class (0.03 × 7 ÷ 365) below it.
const lowRolls: RandomSource = { newSeed: () => 10, fromSeed: () => () => 0.001 };

async function world(rules: 'living' | 'classic') {
  const storage = createDexieTestStorage();
  await storage.repos.Game.create({ date: '2030-01-06', amountOfDays: 7, rules });
  const [brand] = await storage.repos.Brand.bulkCreate([{ name: 'AWE', balance: 1_000_000 }]);
  const [legend, young] = await storage.repos.Wrestler.bulkCreate([
    { name: 'Old Legend', dob: '1985-02-01', brandIds: [brand.id], status: 'SIGNED', contractExpires: '2031-01-01', wins: 400, losses: 200, popularity: 85, retiresOn: '2030-01-10' },
    { name: 'Young Gun', dob: '2006-05-01', brandIds: [brand.id], status: 'SIGNED', contractExpires: '2031-01-01', points: 30, potential: 80 },
  ]);
  const [title] = await storage.repos.Championship.bulkCreate([{ name: 'AWE Title', brandIds: [brand.id], wrestlerIds: [legend.id], active: true }]);
  await storage.repos.Reign.bulkCreate([{ championshipId: title.id, wrestlerIds: [legend.id], startDate: '2029-06-01', endDate: null }]);
  return { ...storage, legend, young, title };
}

describe('careers on a living game (issue 36, real adapters)', () => {
  it('a week retires the wrestler whose day has come, vacates the title and inducts the legend, nobody new on the day', async () => {
    const { repos, unitOfWork, legend, young, title } = await world('living');
    await createMoveCalendar({ unitOfWork, random: highRolls }).forward();
    expect(await repos.Wrestler.get(legend.id)).toMatchObject({ retired: true, active: false, status: 'UNSIGNED', brandIds: [] });
    expect((await repos.Championship.get(title.id))!.wrestlerIds).toEqual([]);
    expect((await repos.Reign.all())[0].endDate).toBe('2030-01-13');
    expect((await repos.Game.get(1))!.hallOfFame.map((entry) => entry.wrestlerId)).toEqual([legend.id]);
    const grown = await repos.Wrestler.get(young.id);
    expect(grown!.points).toBeGreaterThan(30);
    // The place was opened when the retirement was announced: nobody new on the day.
    expect(await repos.Wrestler.all()).toHaveLength(2);
  });

  it('a week in which a veteran announces brings their successor from the intake to the brand', async () => {
    const { repos, unitOfWork, legend } = await world('living');
    const [veteran] = await repos.Wrestler.bulkCreate([
      { name: 'Old Hand', dob: '1975-03-01', brandIds: legend.brandIds, status: 'SIGNED', contractExpires: '2031-01-01', points: 60 },
    ]);
    await createMoveCalendar({ unitOfWork, random: lowRolls }).forward();
    expect((await repos.Wrestler.get(veteran.id))!.retiresOn > '2030-01-13').toBe(true);
    const rookies = (await repos.Wrestler.all()).filter((w) => w.id > veteran.id);
    expect(rookies).toHaveLength(1);
    expect(rookies[0]).toMatchObject({ status: 'SIGNED', brandIds: legend.brandIds, gender: 'MALE', retired: false, wins: 0 });
    expect(rookies[0].potential).toBeGreaterThan(rookies[0].points);
  });

  it('a classic game keeps its careers as they were (no aging, retirement or rookie)', async () => {
    const { repos, unitOfWork, legend, young } = await world('classic');
    await createMoveCalendar({ unitOfWork, random: highRolls }).forward();
    expect(await repos.Wrestler.get(legend.id)).toMatchObject({ retired: false, active: true, status: 'SIGNED' });
    expect((await repos.Wrestler.get(young.id))!.points).toBe(30);
    expect(await repos.Wrestler.all()).toHaveLength(2);
  });
});
