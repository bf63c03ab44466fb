import { GAME_ID, HISTORY_INDEX } from '../../domain/entities/game';
import { LOOKUP, lookupBounds } from '../../domain/entities/production-lookup';
import { createDexieTestStorage } from '../dexie/test-support';
import { DexieSaveFiles } from './dexie-save-files';

// Issue 19: an import keeps the local Game record (SPEC §5) but not its history: a file whose
// completed productions lack their played cards (an older build's) leaves the game read whole until
// it is upgraded. The lookup keys are derived as the rows go in.

const card = (wrestlerId: number) => [{ segmentId: 1, type: 'SINGLES', rating: 2, duration: 300, complete: true, championshipIds: [], rivalry: null,
  cast: [{ wrestlerId, groupId: 1, manager: false, result: 'WIN' }] }];

async function importBack(played: unknown) {
  const storage = createDexieTestStorage();
  await storage.repos.Game.create({ date: '2026-03-11', historyIndex: HISTORY_INDEX });
  await storage.repos.Production.bulkCreate([{ date: '2026-03-09', complete: true, played: played as never }, { date: '2026-03-16' }]);
  const files = new DexieSaveFiles(storage.db, storage.logger);
  const file = await files.exportSave();
  await storage.repos.Production.clear();
  await files.importSave(file);
  return storage;
}

describe('importing a save (issue 19)', () => {
  it('keeps the game indexed when every completed production carries its card, and finds them by their keys', async () => {
    const storage = await importBack(card(7));
    expect((await storage.repos.Game.get(GAME_ID))?.historyIndex).toBe(HISTORY_INDEX);
    expect(await storage.repos.Production.range('lookupKeys', ...lookupBounds(LOOKUP.wrestler(7)))).toHaveLength(1);
    expect(await storage.repos.Production.countRange('lookupKeys', ...lookupBounds(LOOKUP.open))).toBe(1);
    expect(storage.logger.warn).not.toHaveBeenCalled();
  });

  it('marks it to be read whole (and upgraded) when a completed production has no card, as a save from before has', async () => {
    const storage = await importBack(null);
    expect((await storage.repos.Game.get(GAME_ID))?.historyIndex).toBe(0);
    // Its keys are there all the same, but for the cast, which only a card gives.
    expect(await storage.repos.Production.countRange('lookupKeys', ...lookupBounds(LOOKUP.done))).toBe(1);
  });
});

describe('restoring a safety copy (issue 36)', () => {
  it('keeps the game indexed: the copy holds the played cards as stored (as text), read back as the game reads them', async () => {
    const storage = createDexieTestStorage();
    await storage.repos.Game.create({ date: '2026-03-11', historyIndex: HISTORY_INDEX });
    await storage.repos.Production.bulkCreate([{ date: '2026-03-09', complete: true, played: card(7) as never }]);
    const files = new DexieSaveFiles(storage.db, storage.logger);
    const copy = await files.exportSave();
    expect(await copy.text()).toMatch(/"played": "PC1\\n1 SINGLES 2 300 1 - - 7,1,0,W"/);
    await files.restoreCopy(copy, 'clear');
    expect((await storage.repos.Game.get(GAME_ID))?.historyIndex).toBe(HISTORY_INDEX);
    expect((await storage.repos.Production.range('lookupKeys', ...lookupBounds(LOOKUP.wrestler(7))))[0]?.played).toEqual(card(7));
  });
});
