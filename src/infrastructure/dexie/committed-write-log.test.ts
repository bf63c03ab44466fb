import { createDexieTestStorage } from './test-support';
import { LOGGED_ROWS } from './committed-write-log';

describe('CommittedWriteLog: the rows this app committed (issue 19, interaction-p95)', () => {
  it('gives every row a unit of work added, put and deleted, as stored, once it has committed', async () => {
    const { db, repos, unitOfWork } = createDexieTestStorage();
    const [kept, gone] = await repos.Wrestler.bulkCreate([{ name: 'Ada' }, { name: 'Bo' }]);
    const mark = db.writes.mark();

    const production = await unitOfWork.run(async (tx) => {
      const created = await tx.Production.create({ date: '2026-03-11', complete: true });
      await tx.Wrestler.update(kept.id, { name: 'Ada Strong' });
      await tx.Wrestler.delete(gone.id);
      await tx.Segment.bulkPut([{ ...(await tx.Segment.create({ type: 'SINGLES' })), id: 40, type: 'TAG_TEAM' }]);
      return created;
    });

    const written = db.writes.since(mark)!;
    expect(written).not.toBeNull();
    expect(written.Wrestler!.get(kept.id)).toEqual(await repos.Wrestler.get(kept.id));
    expect(written.Wrestler!.get(gone.id)).toBeNull();
    // The derived lookup keys are there, as IndexedDB holds the row.
    expect(written.Production!.get(production.id)).toEqual(await repos.Production.get(production.id));
    expect(written.Production!.get(production.id)).toHaveProperty('lookupKeys');
    expect(written.Segment!.get(40)).toEqual(await repos.Segment.get(40));
    expect([...written.Segment!.keys()].sort()).toEqual([1, 40]);
    // A mark taken after gives nothing of it.
    expect(db.writes.since(db.writes.mark())).toEqual({});
  });

  it('never gives a row of a unit of work that was undone, and says it does not know', async () => {
    const { db, repos, unitOfWork } = createDexieTestStorage();
    const mark = db.writes.mark();
    await expect(
      unitOfWork.run(async (tx) => {
        await tx.Wrestler.create({ name: 'Never' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await repos.Wrestler.count()).toBe(0);
    expect(db.writes.since(mark)).toBeNull();
    // Later marks are clear of it.
    const after = db.writes.mark();
    await unitOfWork.run((tx) => tx.Wrestler.create({ name: 'Ada' }));
    expect([...db.writes.since(after)!.Wrestler!.values()].map((w) => w?.name)).toEqual(['Ada']);
  });

  it('does not know what a cleared table or a transaction too large to keep wrote, nor a mark older than it keeps', async () => {
    const { db, repos, unitOfWork } = createDexieTestStorage();
    await repos.Wrestler.create({ name: 'Ada' });
    const beforeClear = db.writes.mark();
    await unitOfWork.run((tx) => tx.Wrestler.clear());
    expect(db.writes.since(beforeClear)).toBeNull();

    const beforeBulk = db.writes.mark();
    await unitOfWork.run((tx) => tx.Wrestler.bulkCreate(Array.from({ length: LOGGED_ROWS + 1 }, (_, i) => ({ name: `W${i}` }))));
    expect(db.writes.since(beforeBulk)).toBeNull();

    const old = db.writes.mark();
    for (let i = 0; i < 4; i += 1) await unitOfWork.run((tx) => tx.Wrestler.bulkCreate(Array.from({ length: LOGGED_ROWS / 2 }, () => ({ name: 'Crowd' }))));
    expect(db.writes.since(old)).toBeNull();
    expect(db.writes.since(db.writes.mark())).toEqual({});
  });

  it('counts a write made outside a unit of work once its own transaction has completed', async () => {
    const { db, repos } = createDexieTestStorage();
    const mark = db.writes.mark();
    const ada = await repos.Wrestler.create({ name: 'Ada' });
    await vi.waitFor(() => expect(db.writes.since(mark)?.Wrestler?.get(ada.id)).toEqual(ada));
  });

  it('takes a mark before a transaction still writing, so its rows are never missed', async () => {
    const { db, unitOfWork } = createDexieTestStorage();
    let markInside = -1;
    await unitOfWork.run(async (tx) => {
      await tx.Wrestler.create({ name: 'Ada' });
      markInside = db.writes.mark();
      expect(db.writes.since(markInside)).toBeNull(); // not committed yet
      await tx.Wrestler.create({ name: 'Bo' });
    });
    expect([...db.writes.since(markInside)!.Wrestler!.values()].map((w) => w?.name)).toEqual(['Ada', 'Bo']);
  });
});
