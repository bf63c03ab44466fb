import { createProductionServices } from '../../../src/application/production';
import { VenueMessages } from '../../../src/domain/errors';
import { defaultVenueId } from '../../../src/domain/rules/default-venue';
import { dexieDeps, putGame } from '../support';
import { constantRandom, dumpTables } from './scripted-production';

// Issue 35 item 6 on real adapters (fake-indexeddb through Dexie): two promotions never hold one
// building on one night under the living rules; the classic rules keep their choice.

const WEDNESDAY = '2027-01-06';

async function world(rules: 'living' | 'classic') {
  const deps = dexieDeps(`promotion-homes-${rules}`);
  await putGame(deps, { rules });
  const [apex, vanguard] = await deps.repos.Company.bulkCreate([
    { name: 'Apex Wrestling Entertainment', country: 'United States' },
    { name: 'Vanguard Wrestling Union', country: 'United States' },
  ]);
  const [blitzBrand, foundry, voltageBrand] = await deps.repos.Brand.bulkCreate([
    { name: 'AWE Main', balance: 3_000_000, companyId: apex.id },
    { name: 'AWE Foundry', balance: 3_000_000, companyId: apex.id },
    { name: 'VWU Voltage', balance: 3_000_000, companyId: vanguard.id },
  ]);
  const [armory, hall, pavilion] = await deps.repos.Venue.bulkCreate([
    { name: 'Steelworks Armory', city: 'Pittsburgh', country: 'United States', capacity: 2_400, cost: 60_000 },
    { name: 'Keystone Union Hall', city: 'Philadelphia', country: 'United States', capacity: 2_800, cost: 75_000 },
    { name: 'Riverfront Pavilion', city: 'Nashville', country: 'United States', capacity: 8_000, cost: 600_000 },
  ]);
  const [blitz, voltage, foundryShow] = await deps.repos.Show.bulkCreate([
    { name: 'AWE Blitz', brandIds: [blitzBrand.id], avgAttendance: 2_000 },
    { name: 'VWU Voltage', brandIds: [voltageBrand.id], avgAttendance: 2_000 },
    { name: 'AWE Foundry', brandIds: [foundry.id], avgAttendance: 2_000 },
  ]);
  const services = createProductionServices({ ...deps, random: constantRandom });
  return { deps, services, armory, hall, pavilion, blitz, voltage, foundryShow, voltageBrand };
}

describe('promotions have homes (issue 35, living rules)', () => {
  it('the exploit: the second promotion on one night gets another home building, never the one the first holds', async () => {
    const { services, armory, hall, blitz, voltage } = await world('living');
    const first = await services.createProduction({ showId: blitz.id, date: WEDNESDAY });
    const second = await services.createProduction({ showId: voltage.id, date: WEDNESDAY });
    expect(first.venueId).toBe(armory.id);
    expect(second.venueId).toBe(hall.id);
    // Another night, the armory is free again.
    expect((await services.createProduction({ showId: voltage.id, date: '2027-01-13' })).venueId).toBe(armory.id);
  });

  it('the player booking the building another promotion holds that night is refused by name, and nothing is written', async () => {
    const { deps, services, armory, hall, blitz, voltage } = await world('living');
    await services.createProduction({ showId: blitz.id, date: WEDNESDAY });
    const mine = await services.createProduction({ showId: voltage.id, date: WEDNESDAY });
    const before = await dumpTables(deps.repos);
    const refusal = VenueMessages.heldByRival('Steelworks Armory', 'AWE Blitz', 'Apex Wrestling Entertainment', WEDNESDAY);
    expect(refusal).toBe(
      'Steelworks Armory is already booked on 2027-01-06 for AWE Blitz (Apex Wrestling Entertainment): two promotions cannot hold one building on one night. Choose another venue.',
    );
    await expect(services.bookVenue(mine.id, armory.id)).rejects.toThrow(refusal);
    expect(await dumpTables(deps.repos)).toEqual(before);
    // Its own building, no venue, or the armory on a night nobody holds it are all fine.
    expect((await services.bookVenue(mine.id, hall.id)).venueId).toBe(hall.id);
    expect((await services.bookVenue(mine.id, null)).venueId).toBeNull();
    const nextWeek = await services.createProduction({ showId: voltage.id, date: '2027-01-13' });
    expect((await services.bookVenue(nextWeek.id, armory.id)).venueId).toBe(armory.id);
  });

  it('a promotion may run two of its own shows in one building on one night', async () => {
    const { services, armory, hall, blitz, foundryShow } = await world('living');
    await services.createProduction({ showId: blitz.id, date: WEDNESDAY });
    const own = await services.createProduction({ showId: foundryShow.id, date: WEDNESDAY });
    // The default still prefers the building the other show holds (its best fit): the rule is only against rivals.
    expect(own.venueId).toBe(armory.id);
    expect((await services.bookVenue(own.id, hall.id)).venueId).toBe(hall.id);
    expect((await services.bookVenue(own.id, armory.id)).venueId).toBe(armory.id);
  });
});

describe('the classic rules keep their venue choice (issue 35)', () => {
  it('both promotions book the default venue of issue 15, the same building, and the player may book it', async () => {
    const { deps, services, armory, hall, blitz, voltage, voltageBrand } = await world('classic');
    const first = await services.createProduction({ showId: blitz.id, date: WEDNESDAY });
    const second = await services.createProduction({ showId: voltage.id, date: WEDNESDAY });
    const old = defaultVenueId({ avgAttendance: 2_000 }, [await deps.repos.Brand.get(voltageBrand.id)].map((b) => b!), await deps.repos.Venue.all());
    expect(old).toBe(armory.id);
    expect([first.venueId, second.venueId]).toEqual([armory.id, armory.id]);
    expect((await services.bookVenue(second.id, hall.id)).venueId).toBe(hall.id);
    expect((await services.bookVenue(second.id, armory.id)).venueId).toBe(armory.id);
  });
});
