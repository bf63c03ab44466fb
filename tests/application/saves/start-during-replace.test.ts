import { createContainer, resolveAppServices, TOKENS } from '../../../src/infrastructure/di';
import { silentLogger, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';
import { createFakeLocks } from './fake-locks';
import { OPTIONS } from './support';

// Issue 34 item 6: a tab opened while another tab replaces the game waits for that replace, and
// the replace's write never meets a Game record the new tab made in the database made again.

/** A tab of one browser: its own container (connections, channel) on the shared database. */
function openTab(databaseName: string) {
  const container = createContainer({ databaseName, seed: 14, logger: silentLogger() });
  return {
    services: resolveAppServices(container),
    db: container.get(TOKENS.Database),
    repos: container.get(TOKENS.Repositories),
    copies: container.get(TOKENS.SafetyCopies),
  };
}

/** What the app does at start (game-context.tsx): undo an interrupted replace, then load or make the Game. */
async function start(tab: ReturnType<typeof openTab>) {
  await tab.services.saves.recoverInterrupted();
  return tab.services.game.load();
}

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function importingTab() {
  const name = uniqueDatabaseName('two-tabs');
  const tabA = openTab(name);
  await tabA.services.game.load();
  await tabA.services.newGame.startNewGame(OPTIONS);
  await tabA.services.game.update({ date: '2031-05-05', dark: true });
  const save = (await tabA.services.saves.backup()).blob;
  const file = JSON.parse(await save.text()) as { data: { data: { tableName: string; rows: Record<string, unknown>[] }[] } };
  // The file's Game row, typeson's `$types` mark aside (it changes nothing on read).
  const { $types: _types, ...fileGame } = file.data.data.find((table) => table.tableName === 'Game')!.rows[0]!;
  await tabA.services.game.update({ date: '2032-01-01', dark: false });
  return { name, tabA, save, fileGame };
}

describe('a tab opened while another tab imports a save', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { locks: createFakeLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for the import to end, then opens the imported game (not left behind, not a new Game)', async () => {
    const { name, tabA, save, fileGame } = await importingTab();
    // Hold the import after its safety copy is noted, before the database is made again.
    const held = gate();
    const setPending = tabA.copies.setPending.bind(tabA.copies);
    vi.spyOn(tabA.copies, 'setPending').mockImplementation(async (copyId) => {
      await setPending(copyId);
      if (copyId !== null) await held.opened;
    });
    const importing = tabA.services.saves.restore(save);
    await settle();

    const tabB = openTab(name);
    let loaded = false;
    const starting = start(tabB).finally(() => (loaded = true));
    await settle();
    expect(loaded).toBe(false);

    held.open();
    await expect(importing).resolves.toBe('restored');
    const game = await starting;

    expect(game).toEqual(fileGame);
    expect(await tabA.services.game.load()).toEqual(fileGame);
    await settle();
    // Tab B opened the new game: its writes land (it was not left behind by the import's news).
    await expect(tabB.services.game.update({ dark: false })).resolves.toMatchObject({ dark: false });
    expect(await tabB.repos.Brand.count()).toBe(await tabA.repos.Brand.count());
  });

  it('waits for another tab\'s new game too, and opens it', async () => {
    const { name, tabA } = await importingTab();
    const held = gate();
    const setPending = tabA.copies.setPending.bind(tabA.copies);
    vi.spyOn(tabA.copies, 'setPending').mockImplementation(async (copyId) => {
      await setPending(copyId);
      if (copyId !== null) await held.opened;
    });
    const starting = tabA.services.newGame.startNewGame({ ...OPTIONS, brandIds: [2] });
    await settle();

    const tabB = openTab(name);
    let loaded = false;
    const opening = start(tabB).finally(() => (loaded = true));
    await settle();
    expect(loaded).toBe(false);

    held.open();
    const made = await starting;
    expect(await opening).toEqual(made);
    await settle();
    await expect(tabB.services.game.update({ dark: true })).resolves.toMatchObject({ dark: true, brandIds: [2] });
  });

  it('imports whole even when that tab made a Game record in the database made again before the write', async () => {
    const { name, tabA, save, fileGame } = await importingTab();
    // Hold the import once the database is made again, before its write.
    const held = gate();
    const open = tabA.db.open.bind(tabA.db);
    let reopened = false;
    const heldOpen = async () => {
      const opened = await open();
      if (!reopened) {
        reopened = true;
        await held.opened;
      }
      return opened;
    };
    vi.spyOn(tabA.db, 'open').mockImplementation(heldOpen as unknown as typeof tabA.db.open);
    const importing = tabA.services.saves.restore(save);
    await vi.waitFor(() => expect(reopened).toBe(true));

    // A start that did not wait (an older build, or a tab that read before the lock was taken).
    const tabB = openTab(name);
    const made = await tabB.services.game.load();
    expect(made.date).not.toBe(fileGame.date);

    held.open();
    await expect(importing).resolves.toBe('restored');
    expect(await tabA.services.game.load()).toEqual(fileGame);
    expect(await tabA.copies.pending()).toBeNull();
  });
});
