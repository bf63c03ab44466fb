import { createRatingsService, type RatingsFilter } from '../../../src/application/ratings';
import { playedCard } from '../../../src/domain/entities/played-card';
import type { Production } from '../../../src/domain/entities/production';
import { productionFigures, readFiguresKey } from '../../../src/domain/entities/production-figures';
import { LOOKUP } from '../../../src/domain/entities/production-lookup';
import type { KayfabeDatabase } from '../../../src/infrastructure/dexie/kayfabe-database';
import { playedWorld } from '../history/played-world';

// Issue 19: /ratings charts every brand's window from the `figures:` lookup keys alone. What it
// shows must be what the productions themselves show: read whole, as a build from before the keys
// stored them (rows written raw, past the derivation), or with only some of them keyed.

const FILTERS: RatingsFilter[] = [{}, { window: 'recent' }, { window: 'all' }];

/** Rewrites productions as an older build left them: the same record, its lookup keys without `figures:`. */
async function forgetFigures(db: KayfabeDatabase, which: (p: Production & { id: number }) => boolean): Promise<number[]> {
  const rows = (await db.Production.toArray()).filter(which);
  const idb = db.backendDB();
  await new Promise<void>((done, fail) => {
    const tx = idb.transaction('Production', 'readwrite');
    for (const row of rows) tx.objectStore('Production').put({ ...row, lookupKeys: row.lookupKeys.filter((key) => !key.startsWith(LOOKUP.figures)) });
    tx.oncomplete = () => done();
    tx.onerror = () => fail(tx.error);
  });
  return rows.map((row) => row.id);
}

describe('ratings read from the figures keys', () => {
  it('keep figures equal to a recomputation from each completed production’s segments and appearances', async () => {
    const { deps } = await playedWorld(4);
    const productions = await deps.repos.Production.all();
    expect(productions.filter((p) => p.complete).length).toBeGreaterThanOrEqual(12);
    for (const p of productions.filter((x) => x.complete)) {
      const segments = await deps.repos.Segment.getMany(p.segmentIds);
      const card = playedCard(segments, await deps.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds)));
      const keys = p.lookupKeys.filter((key) => key.startsWith(LOOKUP.figures));
      expect(keys).toHaveLength(1);
      expect(readFiguresKey(keys[0])).toEqual(productionFigures({ ...p, played: card }));
      expect(readFiguresKey(keys[0])!.segments.map((s) => s.rating)).toEqual(segments.map((s) => s.rating));
    }
  });

  it('show what the whole productions show, and read no production for it', async () => {
    const { deps, db } = await playedWorld(8);
    const ratings = createRatingsService(deps);
    const getMany = vi.spyOn(deps.repos.Production, 'getMany');
    const reads = [getMany, ...(['all', 'range', 'findBetween'] as const).map((method) => vi.spyOn(deps.repos.Production, method))];
    const kept = await Promise.all(FILTERS.map((filter) => ratings.view(filter)));
    expect(kept[2].productions).toBeGreaterThanOrEqual(24);
    expect(kept[2].best.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).not.toHaveBeenCalled();

    const all = await forgetFigures(db, (p) => p.complete);
    expect(await Promise.all(FILTERS.map((filter) => ratings.view(filter)))).toEqual(kept);
    // Without the keys, every completed production of the window is read whole.
    expect(new Set(getMany.mock.calls.flatMap(([ids]) => ids))).toEqual(new Set(all));
  });

  it('read whole only the productions an older build left without figures, and show the same', async () => {
    const { deps, db } = await playedWorld(6);
    const ratings = createRatingsService(deps);
    const before = await Promise.all(FILTERS.map((filter) => ratings.view(filter)));
    const older = await forgetFigures(db, (p) => p.complete && p.id % 2 === 0);
    expect(older.length).toBeGreaterThan(3);

    const getMany = vi.spyOn(deps.repos.Production, 'getMany');
    expect(await Promise.all(FILTERS.map((filter) => ratings.view(filter)))).toEqual(before);
    expect(new Set(getMany.mock.calls.flatMap(([ids]) => ids))).toEqual(new Set(older));
  });

  it('show a brand or a show as before (read through its own keys, whole)', async () => {
    const { deps, db } = await playedWorld(4);
    const ratings = createRatingsService(deps);
    const [brand] = await deps.repos.Brand.all();
    const [show] = await deps.repos.Show.all();
    const scoped: RatingsFilter[] = [{ scope: `brand:${brand.id}` }, { scope: `show:${show.id}`, window: 'all' }];
    const before = await Promise.all(scoped.map((filter) => ratings.view(filter)));
    expect(before.every((view) => view.productions > 0)).toBe(true);
    await forgetFigures(db, (p) => p.complete);
    expect(await Promise.all(scoped.map((filter) => ratings.view(filter)))).toEqual(before);
  });
});
