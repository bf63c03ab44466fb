import { createBrandServices } from '../../../src/application/brands';
import { createCmsService, EditConflictError } from '../../../src/application/cms';
import { dexieDeps, inMemoryDeps, putGame, type TestDeps } from '../support';

/** The rejection, or a failure when the promise resolved. */
const refusal = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => expect.fail('the save was not refused'), (e: unknown) => e);

// Issue 14: an editor opened on a record, then another tab (here: a write through the repository)
// changes that record; the editor's save must see it and write nothing.
describe.each([
  ['on Dexie', () => dexieDeps('stale-edits')],
  ['in memory', () => inMemoryDeps()],
])('a stale edit (%s)', (_storage, makeDeps: () => TestDeps) => {
  let deps: TestDeps;
  let cms: ReturnType<typeof createCmsService>;
  beforeEach(async () => {
    deps = makeDeps();
    cms = createCmsService(deps);
    await putGame(deps);
  });

  describe('in the CMS', () => {
    it('is refused with each field as read, as edited and as stored now, and nothing is written', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace', wins: 3, losses: 1, charisma: 40 });
      const asRead = await cms.get('Wrestler', ace.id);
      const results = await deps.repos.Wrestler.update(ace.id, { wins: 4 }); // a show completed elsewhere

      const error = await refusal(cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead));

      expect(error).toBeInstanceOf(EditConflictError);
      expect(error).toMatchObject({ table: 'Wrestler', id: ace.id, changes: { charisma: 70 }, current: results });
      expect((error as EditConflictError).fields).toEqual([{ field: 'wins', asRead: 3, yours: 3, now: 4 }]);
      expect(await deps.repos.Wrestler.get(ace.id)).toEqual(results);
    });

    it('writes only the fields the player changed', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace', wins: 3, charisma: 40 });
      const asRead = await cms.get('Wrestler', ace.id);

      const saved = await cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead);

      expect(saved).toEqual({ ...asRead, charisma: 70 });
      expect(await deps.repos.Wrestler.get(ace.id)).toEqual({ ...asRead, charisma: 70 });
    });

    it('"Overwrite anyway" puts the changed fields on the fresh record and keeps its newer values', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace', wins: 3, losses: 1, charisma: 40 });
      const asRead = await cms.get('Wrestler', ace.id);
      await deps.repos.Wrestler.update(ace.id, { wins: 4, losses: 2 });
      const conflict = (await refusal(cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead))) as EditConflictError;

      const saved = await cms.update('Wrestler', ace.id, conflict.changes, conflict.current as typeof asRead);

      expect(saved).toMatchObject({ wins: 4, losses: 2, charisma: 70, name: 'Ace' });
      expect(await deps.repos.Wrestler.get(ace.id)).toEqual(saved);
    });

    it('refuses an overwrite too when the record changed again after the conflict was shown', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace', wins: 3 });
      const asRead = await cms.get('Wrestler', ace.id);
      await deps.repos.Wrestler.update(ace.id, { wins: 4 });
      const conflict = (await refusal(cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead))) as EditConflictError;
      await deps.repos.Wrestler.update(ace.id, { wins: 5 });

      await expect(cms.update('Wrestler', ace.id, conflict.changes, conflict.current as typeof asRead)).rejects.toBeInstanceOf(EditConflictError);
      expect(await deps.repos.Wrestler.get(ace.id)).toMatchObject({ wins: 5, charisma: ace.charisma });
    });

    it('never writes over another record that took the same id (a game imported elsewhere)', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace', charisma: 40 });
      const asRead = await cms.get('Wrestler', ace.id);
      // The other tab replaced the game: the id now names someone else.
      await deps.repos.Wrestler.clear();
      await deps.repos.Wrestler.bulkPut([{ ...(asRead as unknown as typeof ace), name: 'Zed', charisma: 10, wins: 9 }]);

      const error = (await refusal(cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead))) as EditConflictError;

      expect(error.fields.map((f) => f.field).sort()).toEqual(['charisma', 'name', 'wins']);
      expect(await deps.repos.Wrestler.get(ace.id)).toMatchObject({ name: 'Zed', charisma: 10 });
    });

    it('says a record deleted elsewhere is not found, and writes nothing', async () => {
      const ace = await deps.repos.Wrestler.create({ name: 'Ace' });
      const asRead = await cms.get('Wrestler', ace.id);
      await deps.repos.Wrestler.delete(ace.id);

      await expect(cms.update('Wrestler', ace.id, { ...asRead, charisma: 70 }, asRead)).rejects.toThrow(
        `Record with id ${ace.id} not found in table Wrestler`,
      );
      expect(await deps.repos.Wrestler.count()).toBe(0);
    });
  });

  describe('of a brand', () => {
    it('is refused after a completion credited the brand, and an overwrite keeps the new balance', async () => {
      const brands = createBrandServices(deps);
      const north = await deps.repos.Brand.create({ name: 'North', balance: 1000, color: '#ffffff', backgroundColor: '#112233' });
      const edit = { id: north.id, asRead: north, name: 'North Star', directorId: null, color: '#ffffff', backgroundColor: '#112233', desc: '' };
      await deps.repos.Brand.update(north.id, { balance: 5000 });

      const conflict = (await refusal(brands.save(edit))) as EditConflictError;
      expect(conflict.fields).toEqual([{ field: 'balance', asRead: 1000, yours: 1000, now: 5000 }]);
      expect(conflict.changes).toEqual({ name: 'North Star' });
      expect(await deps.repos.Brand.get(north.id)).toMatchObject({ name: 'North', balance: 5000 });

      const current = conflict.current as unknown as typeof north;
      const { brand } = await brands.save({ ...edit, asRead: current, name: 'North Star' });
      expect(brand).toMatchObject({ name: 'North Star', balance: 5000 });
    });
  });
});
