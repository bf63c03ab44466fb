import { saveTitleChanges } from '../../../src/application/championships/save-title-changes';
import { commitCompletion } from '../../../src/application/production/commit-completion';
import { loadCompletionWork } from '../../../src/application/production/load-completion';
import { creditProduction } from '../../../src/domain/production/completion-finance';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { seedScriptedProduction } from './scripted-production';

async function setUp() {
  const storage = createDexieTestStorage();
  const card = await seedScriptedProduction(storage.repos);
  const loaded = await loadCompletionWork(storage.repos, card.production.id, 1, storage.logger);
  return { ...storage, card, loaded };
}

describe('the completion commit applies what the steps decided', () => {
  it('credits each brand the share step 4 computed, on the balance read inside its transaction', async () => {
    const { repos, unitOfWork, card, loaded } = await setUp();
    // A share that no finance rule would give: the commit must apply it, not work one out again.
    const work = { ...creditProduction(loaded), effects: { brandCredits: [{ brandId: card.brandA.id, amount: 7.25 }], viewersRise: false } };
    await repos.Brand.update(card.brandA.id, { balance: 50 }); // written by another tab since the load
    const committed = await commitCompletion(unitOfWork, work);
    expect(committed.committed).toBe(true);
    expect((await repos.Brand.getMany([card.brandA.id, card.brandB.id])).map((b) => b.balance)).toEqual([57.25, 0]);
    expect((await repos.Show.get(card.show.id))?.avgViewers).toBe(2_100_000);
  });

  it('raises the show\'s average viewers read inside its transaction when step 11 decided so', async () => {
    const { repos, unitOfWork, card, loaded } = await setUp();
    await repos.Show.update(card.show.id, { avgViewers: 1000 });
    await commitCompletion(unitOfWork, { ...creditProduction(loaded), effects: { brandCredits: [], viewersRise: true } });
    expect((await repos.Show.get(card.show.id))?.avgViewers).toBe(1050);
  });
});

describe('saving title changes', () => {
  it('updates a title changed twice in one call twice, and skips a title that is gone', async () => {
    const { repos, unitOfWork, card } = await setUp();
    const change = (holders: number[]) => ({ championshipId: card.title.id, holders, date: '2026-12-01', segmentId: null });
    const saved = await unitOfWork.run((tx) =>
      saveTitleChanges(tx, [change([card.w.ace.id]), change([card.w.cruz.id]), { ...change([card.w.ace.id]), championshipId: 999 }]),
    );
    expect(saved.championships.map((c) => c.wrestlerIds)).toEqual([[card.w.cruz.id]]);
    const reigns = await repos.Reign.findBy('championshipId', card.title.id);
    expect(reigns.map((r) => [r.wrestlerIds, r.startDate, r.endDate])).toEqual([
      [[card.w.champ.id], '2026-01-01', '2026-12-01'],
      [[card.w.ace.id], '2025-01-01', '2026-01-01'],
      [[card.w.ace.id], '2026-12-01', '2026-12-01'],
      [[card.w.cruz.id], '2026-12-01', null],
    ]);
    expect((await repos.Championship.get(card.title.id))?.wrestlerIds).toEqual([card.w.cruz.id]);
    expect(await repos.Championship.get(999)).toBeUndefined();
  });
});
