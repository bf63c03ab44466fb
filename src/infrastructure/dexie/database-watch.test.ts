import Dexie from 'dexie';
import type { GameChange } from '../../application/ports/change-feed.port';
import { LEFT_BEHIND_MESSAGE, LeftBehindError } from '../../domain/errors';
import { BroadcastChangeFeed, changeChannelName } from '../changes/broadcast-change-feed';
import { watchDatabase } from './database-watch';
import { createDexieTestStorage, uniqueDatabaseName } from './test-support';

/** A tab: its own connection to the shared database, watched, with its own feed on the shared channel. */
function openTab(name: string) {
  const feed = new BroadcastChangeFeed(changeChannelName(name));
  const storage = createDexieTestStorage(name);
  watchDatabase(storage.db, feed);
  const heard: GameChange[] = [];
  let wake: () => void = () => {};
  feed.subscribe((change) => {
    heard.push(change);
    wake();
  });
  /** Waits until this tab has heard `count` changes in all. */
  const hearing = (count: number) =>
    new Promise<GameChange[]>((resolve) => {
      wake = () => heard.length >= count && resolve(heard);
      wake();
    });
  return { ...storage, feed, heard, hearing };
}

describe('when two tabs share the game', () => {
  it('tells the other tab which tables each committed write touched, and nothing of a rolled-back one', async () => {
    const name = uniqueDatabaseName('watch');
    const [tabA, tabB] = [openTab(name), openTab(name)];
    await tabA.repos.Wrestler.create({ name: 'Ace' });
    await expect(
      tabA.unitOfWork.run(async (tx) => {
        await tx.Show.create({ name: 'Never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await tabA.unitOfWork.run(async (tx) => {
      await tx.Brand.create({ name: 'Raw' });
      await tx.Wrestler.bulkPut([{ ...(await tx.Wrestler.get(1))!, points: 60 }]);
    });
    const heard = await tabB.hearing(2);
    expect(heard.map((change) => (change.kind === 'changed' ? [...change.tables].sort() : change.kind))).toEqual([['Wrestler'], ['Brand', 'Wrestler']]);
    expect(tabA.heard).toEqual([]);
  });

  it('leaves a tab behind when another replaces the game: it hears so, and its writes fail saying why', async () => {
    const name = uniqueDatabaseName('watch');
    const [tabA, tabB] = [openTab(name), openTab(name)];
    await tabA.repos.Wrestler.create({ name: 'Ace' });
    tabB.feed.publish({ kind: 'replaced' });
    expect(await tabA.hearing(1)).toEqual([{ kind: 'replaced' }]);
    const write = tabA.repos.Wrestler.update(1, { name: 'Old game' });
    await expect(write).rejects.toBeInstanceOf(LeftBehindError);
    await expect(tabA.unitOfWork.run((tx) => tx.Wrestler.get(1))).rejects.toThrow(LEFT_BEHIND_MESSAGE);
    expect((await tabB.repos.Wrestler.get(1))?.name).toBe('Ace');
  });

  it('leaves a tab behind when another deletes the database to recreate it', async () => {
    const name = uniqueDatabaseName('watch');
    const tabA = openTab(name);
    await tabA.repos.Wrestler.create({ name: 'Ace' });
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // Dexie's own "closing db now"
    await Dexie.delete(name);
    expect(await tabA.hearing(1)).toEqual([{ kind: 'replaced' }]);
    await expect(tabA.repos.Wrestler.create({ name: 'Old game' })).rejects.toThrow(LEFT_BEHIND_MESSAGE);
    // The write did not quietly reopen (and so recreate) the database.
    expect(await Dexie.exists(name)).toBe(false);
  });
});
