import { createProductionServices } from '../../../src/application/production';
import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { VENUE_AFTER_COMPLETION } from '../../../src/application/production/book-venue';
import { VenueChoiceMessages } from '../../../src/domain/rules/venue-choice';
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
    // Issue 34: a venue gone or closed since the list was read is refused in words, nothing written.
    await expect(services.bookVenue(card.production.id, 999)).rejects.toThrow(VenueChoiceMessages.gone);
    await expect(services.bookVenue(card.production.id, Number.NaN)).rejects.toThrow(VenueChoiceMessages.notAVenue);
    const closed = await deps.repos.Venue.create({ name: 'Old Barn', active: false });
    await expect(services.bookVenue(card.production.id, closed.id)).rejects.toThrow('Old Barn is closed (inactive): choose an open venue, or no venue.');
    expect((await deps.repos.Production.get(card.production.id))!.venueId).toBeNull();
    // A building already booked stays booked when it closes (the picker still offers it).
    expect((await services.bookVenue(card.production.id, hall.id)).venueId).toBe(hall.id);
    await deps.repos.Venue.update(hall.id, { active: false });
    expect((await services.bookVenue(card.production.id, hall.id)).venueId).toBe(hall.id);
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

describe('the money known before it is paid (issue 33)', () => {
  it('the card’s estimate before Simulate is what the completion then charges and earns', async () => {
    const { deps, arena, services } = await withVenues();
    const card = await seedScriptedProduction(deps.repos);
    await deps.repos.Production.update(card.production.id, { venueId: arena.id });
    const { estimate } = (await services.view(card.production.id))!;
    await createCompleteProduction({ ...deps, random: constantRandom })(card.production.id, { seed: 500 });
    const p = (await deps.repos.Production.get(card.production.id))!;
    expect(estimate!.outgoings.total).toBeCloseTo(p.outgoings, 2);
    expect(estimate!.outgoings.venue).toBe(1_400_000);
    expect(estimate!.income.expected).toBeCloseTo(p.income, 2);
    expect(estimate!.income.low).toBeLessThanOrEqual(p.income);
    expect(estimate!.income.high).toBeGreaterThanOrEqual(p.income);
    expect(estimate!.crowd.expected).toBe(p.attendance);
    // Once complete there is nothing left to estimate.
    expect((await services.view(card.production.id))!.estimate).toBeNull();
  });

  it('a show abroad costs its travel and draws by the promotion’s reach there; the same building at home does not', async () => {
    const run = async (country: string) => {
      const { deps, services } = await withVenues();
      const [company] = await deps.repos.Company.bulkCreate([{ name: 'Apex', country: 'United States' }]);
      const card = await seedScriptedProduction(deps.repos);
      for (const brand of [card.brandA, card.brandB]) await deps.repos.Brand.update(brand.id, { companyId: company.id });
      const hall = await deps.repos.Venue.create({ name: 'Naniwa Gymnasium', city: 'Osaka', country, capacity: 8_000, cost: 600_000 });
      await deps.repos.Production.update(card.production.id, { venueId: hall.id });
      const { estimate } = (await services.view(card.production.id))!;
      await createCompleteProduction({ ...deps, random: constantRandom })(card.production.id, { seed: 500 });
      return { estimate: estimate!, production: (await deps.repos.Production.get(card.production.id))! };
    };
    const home = await run('United States');
    const away = await run('Japan');
    expect(home.estimate.away).toBeNull();
    expect(home.production.finance.lines.some((line) => line.label === 'Travel')).toBe(false);
    // Eight wrestlers and a crew of 40 fly to another continent ($4,000 each), and a quarter of the staging ships.
    const staging = 333_333.33;
    const travel = away.production.finance.lines.find((line) => line.label === 'Travel')!;
    expect(travel.amount).toBeCloseTo(-(48 * 4_000 + staging * 0.25), 1);
    expect(travel.reason).toMatch(/^Japan is another continent: 48 people/);
    expect(away.production.outgoings - home.production.outgoings).toBeCloseTo(-travel.amount, 1);
    expect(away.production.attendance).toBeLessThan(home.production.attendance);
    expect(away.production.payout).toBeLessThan(home.production.payout);
    expect(away.estimate.away).toMatchObject({ distance: 'far', region: 'Japan', people: 48 });
    expect(away.estimate.outgoings.total).toBeCloseTo(away.production.outgoings, 2);
    expect(away.estimate.warnings.some((w) => w.startsWith('Naniwa Gymnasium is away from home, in Japan'))).toBe(true);
  });

  it('a new living production books a home building when one fits', async () => {
    const { deps, services, hall, arena } = await withVenues();
    for (const venue of [hall, arena]) await deps.repos.Venue.update(venue.id, { country: 'United States' });
    const [company] = await deps.repos.Company.bulkCreate([{ name: 'Tenrai', country: 'Japan' }]);
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Tenrai Pro', balance: 4_000_000, companyId: company.id }]);
    const tokyo = await deps.repos.Venue.create({ name: 'Kaminari Hall', city: 'Tokyo', country: 'Japan', capacity: 1_800, cost: 150_000 });
    const show = await deps.repos.Show.create({ name: 'Spirit', brandIds: [brand.id], avgAttendance: 2_000 });
    // The armory (2,400 seats) fits better, but it is in Pittsburgh: the Tokyo hall is at home.
    expect((await services.createProduction({ showId: show.id, date: '2026-03-16' })).venueId).toBe(tokyo.id);
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
