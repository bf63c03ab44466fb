import { createBrand } from '../../domain/entities/brand';
import { createReign } from '../../domain/entities/reign';
import { createWrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../../application/ports/unit-of-work.port';
import { createInMemoryStorage } from './in-memory-unit-of-work';
import { createDexieTestStorage } from './test-support';

// The Dexie repository and its in-memory twin must behave the same, so one table of cases runs on both.
const implementations: [string, () => Repositories][] = [
  ['DexieRepository', () => createDexieTestStorage().repos],
  ['InMemoryRepository', () => createInMemoryStorage().repos],
];

describe.each(implementations)('%s', (_name, makeRepos) => {
  let repos: Repositories;
  beforeEach(() => {
    repos = makeRepos();
  });

  // Issue 34: one rulebook at every door. A value the game's own backup would refuse on import is
  // refused on its way in, whoever writes it, with the import's message, and nothing is written.
  describe('when a value breaks its field rule', () => {
    it('refuses a renewal at $1e20 an appearance and keeps the stored cost', async () => {
      const kip = await repos.Wrestler.create({ name: 'Kip', cost: 5_000 });
      await expect(repos.Wrestler.update(kip.id, { cost: 1e20 })).rejects.toThrow(`Wrestler ${kip.id}: cost must be a number from`);
      await expect(repos.Wrestler.bulkPut([{ ...kip, cost: 1e308 }])).rejects.toThrow(/cost must be a number/);
      expect((await repos.Wrestler.get(kip.id))?.cost).toBe(5_000);
    });

    it('refuses a segment of 1e20 seconds, a rating of 1e308 and a note past 5,000 characters', async () => {
      const segment = await repos.Segment.create({ type: 'SINGLES', duration: 300 });
      await expect(repos.Segment.update(segment.id, { duration: 1e20 })).rejects.toThrow(/duration must be a number from 0 to 604,800/);
      await expect(repos.Segment.update(segment.id, { rating: 1e308 })).rejects.toThrow(/rating must be a number/);
      await expect(repos.Segment.update(segment.id, { desc: 'x'.repeat(5_290) })).rejects.toThrow(/desc must be at most 5,000 characters/);
      expect(await repos.Segment.get(segment.id)).toEqual(segment);
    });

    it('writes nothing of a bulk write with one bad row', async () => {
      await expect(repos.Wrestler.bulkCreate([{ name: 'Good' }, { name: 'Bad', cost: 1e20 }])).rejects.toThrow(/Wrestler \(new record\): cost/);
      expect(await repos.Wrestler.count()).toBe(0);
    });

    it('still edits the other fields of a record an older version left out of its rules', async () => {
      const kip = await repos.Wrestler.create({ name: 'Kip' });
      // Written past the rules, as an older version could; the player can still rename them.
      const old = { ...kip, desc: 'y'.repeat(6_000) };
      await expect(repos.Wrestler.bulkPut([old])).rejects.toThrow(/desc must be at most/);
      expect((await repos.Wrestler.update(kip.id, { name: 'Kip II' })).name).toBe('Kip II');
    });
  });

  describe('when creating', () => {
    it('merges the entity defaults under the given fields and assigns a new id', async () => {
      const first = await repos.Wrestler.create({ name: 'Ace', points: 90 });
      const second = await repos.Wrestler.create({ name: 'Bolt' });
      expect(first).toEqual({ ...createWrestler({ name: 'Ace', points: 90 }), id: first.id });
      expect(first.morale).toBe(30);
      expect(second.id).toBeGreaterThan(first.id);
      expect(await repos.Wrestler.get(first.id)).toEqual(first);
    });

    it('ignores an id in the fields and generates its own', async () => {
      await repos.Brand.create({ name: 'A' });
      const created = await repos.Brand.create({ id: 1, name: 'B' });
      expect(created.id).toBe(2);
      expect((await repos.Brand.get(1))?.name).toBe('A');
    });

    it('bulk-creates rows with defaults and new ids in order', async () => {
      const rows = await repos.Show.bulkCreate([{ name: 'Raw' }, {}]);
      expect(rows.map((row) => row.name)).toEqual(['Raw', 'No title']);
      expect(rows[1].id).toBe(rows[0].id + 1);
      expect(await repos.Show.count()).toBe(2);
    });
  });

  describe('when reading', () => {
    it('lists with offset 0 and limit 500 by default, and pages with offset and limit', async () => {
      await repos.Venue.bulkCreate(Array.from({ length: 503 }, (_, index) => ({ name: `V${index}` })));
      const page = await repos.Venue.list();
      expect(page).toHaveLength(500);
      expect(page[0].name).toBe('V0');
      expect((await repos.Venue.list({ offset: 500 })).map((v) => v.name)).toEqual(['V500', 'V501', 'V502']);
      expect((await repos.Venue.list({ offset: 2, limit: 2 })).map((v) => v.name)).toEqual(['V2', 'V3']);
      expect(await repos.Venue.all()).toHaveLength(503);
    });

    it('gets several ids in the order asked, skipping missing ones', async () => {
      const [a, b, c] = await repos.Brand.bulkCreate([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
      const rows = await repos.Brand.getMany([c.id, 999, a.id, b.id]);
      expect(rows.map((row) => row.name)).toEqual(['c', 'a', 'b']);
      expect(await repos.Brand.get(999)).toBeUndefined();
    });

    it('reads ids lying close together in one range, in the order asked, duplicates and missing ones as bulkGet does', async () => {
      const rows = await repos.Brand.bulkCreate(Array.from({ length: 20 }, (_, i) => ({ name: `b${i}` })));
      const ids = rows.map((row) => row.id);
      const asked = [ids[5], ids[2], ids[19] + 1, ids[19], ids[2], ids[0], ids[7], ids[11], ids[3], ids[4]];
      const expected = asked.flatMap((id) => rows.filter((row) => row.id === id).map((row) => row.name));
      expect((await repos.Brand.getMany(asked)).map((row) => row.name)).toEqual(expected);
      // Far apart: one request each, same answer.
      expect((await repos.Brand.getMany([ids[0], ids[19], 9999])).map((row) => row.name)).toEqual(['b0', 'b19']);
    });

    it('finds by an indexed field, an unindexed field, a boolean and null', async () => {
      await repos.Production.bulkCreate([
        { name: 'p1', showId: 1, complete: true },
        { name: 'p2', showId: 2 },
        { name: 'p3', showId: 1, venueId: 5 },
      ]);
      const names = (rows: { name: string }[]) => rows.map((row) => row.name);
      expect(names(await repos.Production.findBy('showId', 1))).toEqual(['p1', 'p3']);
      expect(names(await repos.Production.findBy('venueId', 5))).toEqual(['p3']);
      expect(names(await repos.Production.findBy('complete', false))).toEqual(['p2', 'p3']);
      expect(names(await repos.Production.findBy('venueId', null))).toEqual(['p1', 'p2']);
    });
  });

  describe('when updating', () => {
    it('merges defaults, the existing record and the changes', async () => {
      const created = await repos.Wrestler.create({ name: 'Ace', points: 70 });
      const updated = await repos.Wrestler.update(created.id, { wins: 3, name: undefined });
      expect(updated).toEqual({ ...created, wins: 3 });
      expect(await repos.Wrestler.get(created.id)).toEqual(updated);
    });

    it('fills in defaults a stored record lacks and strips fields the entity does not store', async () => {
      await repos.Brand.bulkPut([{ id: 7, name: 'Old', legacy: 'x' } as never]);
      const changes = { balance: 5, shows: [{ id: 1 }] } as never;
      const updated = await repos.Brand.update(7, changes);
      expect(updated).toEqual({ ...createBrand({ name: 'Old' }), balance: 5, id: 7 });
      expect(await repos.Brand.get(7)).not.toHaveProperty('legacy');
      expect(await repos.Brand.get(7)).not.toHaveProperty('shows');
    });

    it.each([undefined, null])('rejects "Invalid id provided." when the id is %s', async (id) => {
      await expect(repos.Brand.update(id, { name: 'x' })).rejects.toThrow('Invalid id provided.');
    });

    it('rejects with the catalogue message when the record is missing', async () => {
      await expect(repos.Segment.update(42, { rating: 3 })).rejects.toThrow(
        'Record with id 42 not found in table Segment',
      );
    });
  });

  describe('when deleting, duplicating, clearing and bulk-putting', () => {
    it('deletes by id', async () => {
      const brand = await repos.Brand.create({ name: 'x' });
      await repos.Brand.delete(brand.id);
      expect(await repos.Brand.get(brand.id)).toBeUndefined();
    });

    it('duplicates a record under a new id and leaves the original', async () => {
      const original = await repos.Championship.create({ name: 'World', wrestlerIds: [1, 2] });
      const copy = await repos.Championship.duplicate(original.id);
      expect(copy.id).not.toBe(original.id);
      expect({ ...copy, id: original.id }).toEqual(original);
      expect(await repos.Championship.count()).toBe(2);
      await expect(repos.Championship.duplicate(99)).rejects.toThrow('Record with id 99 not found in table Championship');
    });

    it('clears a table without touching the others', async () => {
      await repos.Brand.create({ name: 'North' });
      await repos.Venue.create({ name: 'Arena' });
      await repos.Brand.clear();
      expect(await repos.Brand.count()).toBe(0);
      expect(await repos.Venue.count()).toBe(1);
    });

    it('bulk-puts rows with their own ids, replacing existing ones', async () => {
      await repos.Reign.bulkPut([
        { ...createReign(), id: 10, championshipId: 3 },
        { ...createReign(), id: 11, championshipId: 4 },
      ]);
      await repos.Reign.bulkPut([{ ...createReign(), id: 10, championshipId: 5 }]);
      expect((await repos.Reign.all()).map((r) => [r.id, r.championshipId])).toEqual([[10, 5], [11, 4]]);
      expect((await repos.Reign.create({})).id).toBe(12);
    });
  });

  it('hands out copies, so mutating a result does not change what is stored', async () => {
    const show = await repos.Show.create({ brandIds: [1] });
    const read = await repos.Show.get(show.id);
    read!.brandIds.push(2);
    expect((await repos.Show.get(show.id))!.brandIds).toEqual([1]);
  });
});

describe('DexieRepository errors', () => {
  it('are logged through the Logger and rethrown', async () => {
    const { repos, logger } = createDexieTestStorage();
    await expect(repos.Game.update(1, {})).rejects.toThrow('Record with id 1 not found in table Game');
    expect(logger.error).toHaveBeenCalledWith('Game.update failed', expect.any(Error));
  });
});
