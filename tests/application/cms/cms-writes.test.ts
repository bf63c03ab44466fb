import { createCmsService, InvalidFieldsError } from '../../../src/application/cms';
import { dexieDeps, inMemoryDeps, putGame, type TestDeps } from '../support';

// SPEC §7 through the CMS use cases, on both storage twins (the Dexie one runs real transactions).
describe.each([
  ['in memory', () => inMemoryDeps()],
  ['on Dexie', () => dexieDeps('cms')],
])('the CMS writes (%s)', (_storage, makeDeps: () => TestDeps) => {
  let deps: TestDeps;
  let cms: ReturnType<typeof createCmsService>;
  beforeEach(() => {
    deps = makeDeps();
    cms = createCmsService(deps);
  });

  describe('when updating', () => {
    it('merges the defaults, the existing record and the changes, keeping the id and dropping unknown fields', async () => {
      const ada = await deps.repos.Wrestler.create({ name: 'Ada', points: 80 });
      // A record written before a field existed: the update gives it the default back.
      const { morale: _dropped, ...old } = ada;
      await deps.repos.Wrestler.bulkPut([old as typeof ada]);

      const saved = await cms.update('Wrestler', ada.id, { charisma: 55, nonsense: 1 } as Record<string, unknown>);

      expect(saved).toMatchObject({ id: ada.id, name: 'Ada', points: 80, charisma: 55, morale: 30 });
      expect(saved).not.toHaveProperty('nonsense');
      expect(await deps.repos.Wrestler.get(ada.id)).toEqual(saved);
    });

    it.each([
      ['no table', undefined, 1],
      ['an unknown table', 'Wrestlers', 1],
      ['no id', 'Wrestler', undefined],
      ['a null id', 'Wrestler', null],
    ])('refuses %s with the catalogue message', async (_case, table, id) => {
      await expect(cms.update(table as never, id, { name: 'x' })).rejects.toThrow('Invalid id provided.');
    });

    it('names the id and table of a missing record', async () => {
      await expect(cms.update('Wrestler', 99, { name: 'x' })).rejects.toThrow('Record with id 99 not found in table Wrestler');
    });

    it('refuses values the field cannot store, field by field, and writes nothing', async () => {
      const ada = await deps.repos.Wrestler.create({ name: 'Ada' });
      const attempt = cms.update('Wrestler', ada.id, { name: 'Ada B', points: 'lots', gender: 'OTHER', dob: '31/12/1990' });
      await expect(attempt).rejects.toBeInstanceOf(InvalidFieldsError);
      await expect(attempt).rejects.toMatchObject({
        fields: { points: 'Must be a number from 0 to 100.', gender: 'Must be one of MALE, FEMALE.', dob: 'Must be a real date (YYYY-MM-DD).' },
      });
      expect((await deps.repos.Wrestler.get(ada.id))?.name).toBe('Ada');
    });

    it("refuses a show's numbers past the Show rules in the show's own words, and writes nothing (issue 34)", async () => {
      const show = await deps.repos.Show.create({ name: 'Friday Night', maxDuration: 3600, minPoints: 10, maxPoints: 90 });
      const error = await cms.update('Show', show.id, { maxDuration: 1e20, defaultAmountSegments: 31, avgTicketPrice: 1e308, name: ' ' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidFieldsError);
      expect((error as InvalidFieldsError).fields).toEqual({
        name: 'A show needs a name.',
        maxDuration: 'A show runs from 0 to 604,800 seconds (a week).',
        defaultAmountSegments: 'A show books a whole number of segments from 1 to 30.',
        avgTicketPrice: 'A ticket costs from $0 to $1,000,000.',
      });
      await expect(cms.update('Show', show.id, { minPoints: 95 })).rejects.toThrow('minPoints: The lowest points (95) cannot be above the highest (90).');
      await expect(cms.create('Show', { name: 'Late', dayIndex: 7 })).rejects.toThrow('dayIndex: The day is a whole number from 0 to 6 (0 is Sunday, 6 Saturday).');
      expect(await deps.repos.Show.get(show.id)).toEqual(show);
      expect(await deps.repos.Show.count()).toBe(1);
      expect(await cms.update('Show', show.id, { maxDuration: 604_800, minPoints: 90 })).toMatchObject({ maxDuration: 604_800, minPoints: 90 });
    });

    it('refuses ids it brings in that do not exist, but keeps ids the record already held', async () => {
      const [raw, gone] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'Gone' }]);
      const ada = await deps.repos.Wrestler.create({ name: 'Ada', brandIds: [raw.id, gone.id] });
      await deps.repos.Brand.delete(gone.id);

      await expect(cms.update('Wrestler', ada.id, { brandIds: [raw.id, gone.id, 77], goalIds: [5] })).rejects.toMatchObject({
        fields: { brandIds: 'No Brand has id 77.', goalIds: 'No Championship has id 5.' },
      });
      // The dangling id left by the delete does not block other edits.
      const saved = await cms.update('Wrestler', ada.id, { name: 'Ada Prime', brandIds: [raw.id, gone.id] });
      expect(saved).toMatchObject({ name: 'Ada Prime', brandIds: [raw.id, gone.id] });
    });

    it('edits the Game record', async () => {
      await putGame(deps);
      expect(await cms.update('Game', 1, { amountOfDays: 14 })).toMatchObject({ id: 1, amountOfDays: 14 });
    });
  });

  describe('when creating, copying and removing', () => {
    it('creates with defaults under the fields and a new id, checking the ids it points at', async () => {
      const venue = await deps.repos.Venue.create({ name: 'Arena' });
      const production = await cms.create('Production', { name: 'Night 1', venueId: venue.id, id: 500 });
      expect(production).toMatchObject({ name: 'Night 1', venueId: venue.id, cost: 300, complete: false });
      expect(production.id).not.toBe(500);
      await expect(cms.create('Production', { venueId: 42 })).rejects.toMatchObject({ fields: { venueId: 'No Venue has id 42.' } });
      expect(await deps.repos.Production.count()).toBe(1);
    });

    it('duplicates a record under a new id and leaves the original alone', async () => {
      const show = await deps.repos.Show.create({ name: 'Raw', dayIndex: 1, brandIds: [3] });
      const copy = await cms.duplicate('Show', show.id);
      expect(copy.id).not.toBe(show.id);
      expect({ ...copy, id: show.id }).toEqual(show);
      expect(await deps.repos.Show.count()).toBe(2);
      await expect(cms.duplicate('Show', 99)).rejects.toThrow('Record with id 99 not found in table Show');
    });

    it('deletes one record, and says so when it is already gone', async () => {
      const [a, b] = await deps.repos.Venue.bulkCreate([{ name: 'A' }, { name: 'B' }]);
      await cms.delete('Venue', a.id);
      expect((await deps.repos.Venue.all()).map((v) => v.id)).toEqual([b.id]);
      await expect(cms.delete('Venue', a.id)).rejects.toThrow(`Record with id ${a.id} not found in table Venue`);
    });

    it('clears one table and no other', async () => {
      await deps.repos.Venue.bulkCreate([{ name: 'A' }, { name: 'B' }]);
      await deps.repos.Show.create({ name: 'Raw' });
      await cms.clear('Venue');
      expect(await deps.repos.Venue.count()).toBe(0);
      expect(await deps.repos.Show.count()).toBe(1);
    });

    it('never creates, copies, deletes or clears the Game record', async () => {
      await putGame(deps);
      const refused = 'The Game table can only be edited: it has exactly one record.';
      await expect(cms.create('Game', {})).rejects.toThrow(refused);
      await expect(cms.duplicate('Game', 1)).rejects.toThrow(refused);
      await expect(cms.delete('Game', 1)).rejects.toThrow(refused);
      await expect(cms.clear('Game')).rejects.toThrow(refused);
      await expect(cms.bulkCreate('Game', [{}])).rejects.toThrow(refused);
      expect(await deps.repos.Game.count()).toBe(1);
    });
  });

  describe('when writing in bulk', () => {
    it('creates all rows with defaults and new ids, or none when one row is wrong', async () => {
      await expect(cms.bulkCreate('Venue', [{ name: 'A' }, { name: 'B', capacity: 'big' }])).rejects.toMatchObject({
        fields: { 'row 2: capacity': 'Must be a whole number from 0 to 10,000,000.' },
      });
      expect(await deps.repos.Venue.count()).toBe(0);

      const created = await cms.bulkCreate('Venue', [{ name: 'A' }, { name: 'B', capacity: 5000 }]);
      expect(created.map((v) => [v.name, v.capacity, v.cost])).toEqual([['A', 1000, 1_000_000], ['B', 5000, 1_000_000]]);
      expect(new Set(created.map((v) => v.id)).size).toBe(2);
    });

    it('puts rows under their own ids, replacing what was there and filling defaults', async () => {
      const old = await deps.repos.Company.create({ name: 'Old', desc: 'kept?' });
      await cms.bulkPut('Company', [{ id: old.id, name: 'New' }, { id: 40, name: 'Forty' }]);
      expect(await deps.repos.Company.get(old.id)).toMatchObject({ id: old.id, name: 'New', desc: '' });
      expect(await deps.repos.Company.get(40)).toMatchObject({ id: 40, name: 'Forty', color: '#fff' });
      await expect(cms.bulkPut('Company', [{ name: 'No id' }])).rejects.toThrow('Invalid id provided.');
    });
  });
});
