import { GAME_ID } from '../../domain/entities/game';
import { replaceDatabase } from './replace-database';
import { ReplaceGate } from './replace-gate';
import { createDexieTestStorage } from './test-support';

describe('ReplaceGate', () => {
  it('holds a unit of work that arrives during a replace until the replace is done', async () => {
    const gate = new ReplaceGate();
    const order: string[] = [];
    let finish = () => {};
    const replace = gate.exclusive(async () => {
      order.push('replace starts');
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      order.push('replace ends');
    });
    const unit = gate.enter().then(() => {
      order.push('unit starts');
      gate.leave();
    });
    await Promise.resolve();
    finish();
    await Promise.all([replace, unit]);
    expect(order).toEqual(['replace starts', 'replace ends', 'unit starts']);
  });

  it('lets a replace wait for the units of work already running', async () => {
    const gate = new ReplaceGate();
    const order: string[] = [];
    await gate.enter();
    const replace = gate.exclusive(async () => {
      order.push('replace');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('unit leaves');
    gate.leave();
    await replace;
    expect(order).toEqual(['unit leaves', 'replace']);
  });

  it('runs replaces one at a time and goes on after a failed one', async () => {
    const gate = new ReplaceGate();
    const failed = gate.exclusive(() => Promise.reject(new Error('boom')));
    const next = gate.exclusive(async () => 'second');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('second');
    await gate.enter();
    gate.leave();
  });
});

// The browser test of three seasons once caught this: the history upgrade started at load wrote to
// the Game record in the moment between the import's delete and its write, when every table was
// empty ("Record with id 1 not found in table Game", logged as an error).
describe('a unit of work during a replace of the whole game', () => {
  it('waits for the new game instead of finding empty tables', async () => {
    const { db, repos, unitOfWork, logger } = createDexieTestStorage();
    await repos.Game.bulkPut([{ id: GAME_ID, date: '2026-01-04' } as never]);
    await repos.Wrestler.bulkCreate([{ name: 'Old' }]);

    const open = db.open.bind(db);
    let during: Promise<unknown> | undefined;
    db.open = () => {
      // The database is deleted and about to open empty: a page saves a setting right now.
      during ??= unitOfWork.run((tx) => tx.Game.update(GAME_ID, { tutorialStep: 3 }));
      return open();
    };
    await replaceDatabase(db, 'fresh', ['Game'], async () => {
      await db.Wrestler.bulkAdd([{ name: 'New' } as never]);
    });
    await during;

    expect(during).toBeDefined();
    expect(logger.error).not.toHaveBeenCalled();
    expect(await repos.Game.get(GAME_ID)).toMatchObject({ date: '2026-01-04', tutorialStep: 3 });
    expect((await repos.Wrestler.all()).map((w) => w.name)).toEqual(['New']);
  });
});
