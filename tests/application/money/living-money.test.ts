import { createProductionServices } from '../../../src/application/production';
import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { VENUE_AFTER_COMPLETION } from '../../../src/application/production/book-venue';
import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { dexieDeps, putGame } from '../support';
import { constantRandom, seedScriptedProduction } from '../production/scripted-production';

// Issue 15: venues and living money on real adapters (fake-indexeddb through Dexie).

async function withVenues(rules: 'living' | 'classic' = 'living') {
  const deps = dexieDeps('living-money');
  await putGame(deps, { rules });
  const [hall, arena] = await deps.repos.Venue.bulkCreate([
    { name: 'Steelworks Armory', capacity: 2_400, cost: 60_000, revenueMultiplier: 1.2 },
    { name: 'Bayview Events Center', capacity: 15_000, cost: 1_400_000, revenueMultiplier: 1.6 },
  ]);
  return { deps, hall, arena, services: createProductionServices({ ...deps, random: constantRandom }) };
}

describe('the default venue and booking one', () => {
  it('a new production books the smallest building that holds its show’s usual crowd and its brand can afford', async () => {
    const { deps, arena, hall, services } = await withVenues();
    const [rich] = await deps.repos.Brand.bulkCreate([{ name: 'Onslaught', balance: 12_000_000 }]);
    const tv = await deps.repos.Show.create({ name: 'Monday', brandIds: [rich.id], avgAttendance: 13_000 });
    const cable = await deps.repos.Show.create({ name: 'Tuesday', brandIds: [rich.id], avgAttendance: 2_000 });
    expect((await services.createProduction({ showId: tv.id, date: '2026-03-16' })).venueId).toBe(arena.id);
    expect((await services.createProduction({ showId: cable.id, date: '2026-03-17' })).venueId).toBe(hall.id);
  });

  it('the player books another venue, or none; a complete production keeps its own', async () => {
    const { deps, hall, services } = await withVenues();
    const card = await seedScriptedProduction(deps.repos);
    expect((await services.bookVenue(card.production.id, hall.id)).venueId).toBe(hall.id);
    expect((await services.bookVenue(card.production.id, null)).venueId).toBeNull();
    await expect(services.bookVenue(card.production.id, 999)).rejects.toThrow('Record with id 999 not found in table Venue');
    await deps.repos.Production.update(card.production.id, { complete: true });
    await expect(services.bookVenue(card.production.id, hall.id)).rejects.toThrow(VENUE_AFTER_COMPLETION);
  });
});

describe('a living completion’s money', () => {
  it('sells at most the venue’s seats, at its multiplier, charges it, and explains every figure', async () => {
    const { deps, hall } = await withVenues();
    const card = await seedScriptedProduction(deps.repos);
    await deps.repos.Production.update(card.production.id, { venueId: hall.id });
    await createCompleteProduction({ ...deps, random: constantRandom })(card.production.id, { seed: 500 });
    const p = (await deps.repos.Production.get(card.production.id))!;
    // Demand for a 13,000 usual crowd is at least a quarter of it (3,250): capped at 2,400 seats.
    expect(p.attendance).toBe(2_400);
    expect(p.attendanceIncome).toBe(192_000); // 2,400 × $100 × (1.2 ÷ 1.5)
    expect(p.merchIncome).toBe(48_000); // 2,400 × $50 × 40%
    expect(p.income).toBe(1_500_000); // + 2,100,000 viewers × $0.60
    // Outgoings: $300 production, wages, segments, the hall's $60,000 and a TV hour's staging ($1M ÷ 3).
    expect(p.outgoings).toBeCloseTo(300 + p.wrestlersCost + p.segmentsCost + 60_000 + 333_333.33, 2);
    expect(Math.abs(p.payout - (p.income - p.outgoings))).toBeLessThanOrEqual(0.01);
    const lines = Object.fromEntries(p.finance.lines.map((line) => [line.label, line]));
    expect(lines.Attendance.reason).toMatch(/^2,400 of 2,400 seats: demand [\d,]+, capped by Steelworks Armory \(usual crowd 13,000; card draw/);
    expect(lines.Tickets).toEqual({ label: 'Tickets', amount: 192_000, reason: "2,400 seats × $100 × Steelworks Armory's multiplier 1.2 against a standard arena's 1.5 ×0.8" });
    expect(lines.Venue).toEqual({ label: 'Venue', amount: -60_000, reason: 'Steelworks Armory for the night' });
    // The audience is explained too, first: the show's average plus the card's mix (SPEC §9).
    expect(p.finance.lines[0]).toMatchObject({ label: 'Viewers', amount: p.viewers });
    expect(lines.Viewers.reason).toMatch(/^the show's average 2,100,000 \+ 30 × the card's mix [\d.]+/);
    expect(lines["Red's share"].amount).toBe(p.singlePayout);
    const red = (await deps.repos.Brand.get(card.brandA.id))!;
    expect(Math.abs(red.balance - (1_000 + p.singlePayout))).toBeLessThanOrEqual(0.01);
  });

  it('a classic completion ignores the venue: the spec’s attendance, no explanation', async () => {
    const { deps, hall } = await withVenues('classic');
    const card = await seedScriptedProduction(deps.repos);
    await deps.repos.Production.update(card.production.id, { venueId: hall.id });
    await createCompleteProduction({ ...deps, random: constantRandom })(card.production.id, { seed: 500 });
    const p = (await deps.repos.Production.get(card.production.id))!;
    expect(p).toMatchObject({ venueId: hall.id, attendance: 13_000, attendanceIncome: 1_430_000, finance: { lines: [] } });
  });
});

describe('the living week’s money', () => {
  it('charges retainers and overheads, and counts a brand’s weeks in the red', async () => {
    const { deps } = await withVenues();
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Northgate', balance: 30_000 }]);
    await deps.repos.Wrestler.bulkCreate([{ name: 'Kip', brandIds: [brand.id], contractType: 'FULL', cost: 10_000, contractExpires: '2027-01-01', remainingAppearances: 50 }]);
    await createMoveCalendar(deps).forward();
    // 30,000 − retainer 1,000 (a tenth of 10,000) = 29,000; − office 40,000 − spending 20% of 29,000 (5,800) = −16,800.
    expect(await deps.repos.Brand.get(brand.id)).toMatchObject({ balance: -16_800, redWeeks: 1 });
  });
});
