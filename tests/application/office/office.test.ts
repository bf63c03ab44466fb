import { createOfficeService } from '../../../src/application/office';
import { GAME_ID } from '../../../src/domain/entities/game';
import { BRAND } from '../../../src/infrastructure/seed';
import { startedGame } from '../new-game/support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';

async function officeOf(brandIds: number[]) {
  const storage = await startedGame('office');
  await storage.repos.Game.update(GAME_ID, { brandIds });
  const random = new SeededRandomSource(1);
  const calendar = createMoveCalendar({ ...storage, random });
  return { ...storage, office: createOfficeService({ ...storage, random, advance: calendar.forward }) };
}

describe('when the office is read for one brand', () => {
  it('lists this week\'s shows of that brand, Sunday first, with the production booked for each', async () => {
    const { repos, office } = await officeOf([BRAND.NPW]);
    const [friction] = await repos.Show.findBy('name', 'NPW Friction');
    const booked = await repos.Production.create({ showId: friction.id, date: '2026-11-26', complete: true });

    const { date, daysPerStep, week } = await office.view();

    expect({ date, daysPerStep }).toEqual({ date: '2026-11-22', daysPerStep: 7 });
    expect(week).toEqual([
      { date: '2026-11-22', showId: expect.any(Number), showName: 'NPW Quickfire', brandNames: ['Northgate Pro'], production: null },
      { date: '2026-11-26', showId: friction.id, showName: 'NPW Friction', brandNames: ['Northgate Pro'], production: { id: booked.id, complete: true } },
    ]);
  });

  it('shows that brand\'s balance, its active titles by rank with holders\' names, and its ten best wrestlers', async () => {
    const { repos, office } = await officeOf([BRAND.NPW]);
    const titles = (await repos.Championship.all()).filter((t) => t.brandIds.includes(BRAND.NPW));
    const [retiring] = titles;
    await repos.Championship.update(retiring.id, { active: false });

    const view = await office.view();

    expect(view.balances).toEqual([{ id: BRAND.NPW, name: 'Northgate Pro', balance: 600_000 }]);
    expect(view.champions.map((c) => c.title)).toEqual(titles.slice(1).sort((a, b) => a.rank - b.rank).map((t) => t.name));
    const holder = await repos.Wrestler.get(titles[1].wrestlerIds[0]);
    expect(view.champions[0].holders).toContainEqual({ id: holder!.id, name: holder!.name });

    expect(view.topWrestlers).toHaveLength(10);
    const points = view.topWrestlers.map((w) => w.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    for (const top of view.topWrestlers) {
      const w = (await repos.Wrestler.get(top.id))!;
      expect(w.role).toBe('WRESTLER');
      expect(w.brandIds).toContain(BRAND.NPW);
    }
  });

  it('leaves inactive wrestlers and staff out of the top wrestlers', async () => {
    const { repos, office } = await officeOf([BRAND.NPW]);
    const [best] = (await office.view()).topWrestlers;
    await repos.Wrestler.update(best.id, { active: false });
    const staff = await repos.Wrestler.create({ name: 'Boss Points', role: 'OWNER', points: 100, brandIds: [BRAND.NPW] });

    const names = (await office.view()).topWrestlers.map((w) => w.name);
    expect(names).not.toContain(best.name);
    expect(names).not.toContain(staff.name);
  });

  it('lists the five latest completed productions with payout and viewers, newest first', async () => {
    const { repos, office } = await officeOf([]);
    const [show] = await repos.Show.all();
    for (const day of [1, 2, 3, 4, 5, 6]) {
      await repos.Production.create({ showId: show.id, date: `2026-11-0${day}`, complete: true, payout: day * 1000, viewers: day });
    }
    await repos.Production.create({ showId: show.id, date: '2026-11-09', complete: false });

    const results = (await office.view()).recentResults;

    expect(results.map((r) => [r.date, r.payout, r.viewers])).toEqual(
      [6, 5, 4, 3, 2].map((day) => [`2026-11-0${day}`, day * 1000, day]),
    );
    expect(results[0].name).toBe(show.name);
  });

  it('uses every brand when the game names none', async () => {
    const { repos, office } = await officeOf([]);
    expect((await office.view()).balances).toHaveLength(await repos.Brand.count());
  });
});

describe('when the calendar is advanced from the office', () => {
  it('moves the date by the days per step and heals every wrestler by 0.5, never below 0', async () => {
    const { repos, office } = await officeOf([BRAND.NPW]);
    const [hurt, fine] = await repos.Wrestler.all();
    await repos.Wrestler.update(hurt.id, { damage: 3 });
    await repos.Wrestler.update(fine.id, { damage: 0.2 });

    const game = await office.advance();

    expect(game.date).toBe('2026-11-29');
    expect((await repos.Wrestler.get(hurt.id))!.damage).toBe(2.5);
    expect((await repos.Wrestler.get(fine.id))!.damage).toBe(0);
    expect((await office.view()).date).toBe('2026-11-29');
  });
});

describe('when the roster is listed', () => {
  it('gives every wrestler and staff member of the game\'s brands, by name, with staff marked', async () => {
    const { repos, office } = await officeOf([BRAND.NPW]);
    const npw = (await repos.Wrestler.all()).filter((w) => w.brandIds.includes(BRAND.NPW));

    const roster = await office.roster();

    expect(roster.map((r) => r.id).sort((a, b) => a - b)).toEqual(npw.map((w) => w.id));
    expect(roster.map((r) => r.name)).toEqual([...roster.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
    const referee = roster.find((r) => r.role === 'REFEREE')!;
    expect(referee.staff).toBe(true);
    expect(roster.find((r) => r.role === 'WRESTLER')).toMatchObject({ staff: false, brandNames: ['Northgate Pro'] });
  });
});
