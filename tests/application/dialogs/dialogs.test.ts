import { createDialogServices, DIALOG_OVER } from '../../../src/application/dialogs';
import type { Repositories, UnitOfWork } from '../../../src/application/ports/unit-of-work.port';
import { GAME_ID } from '../../../src/domain/entities/game';
import { INBOX_LIMITS } from '../../../src/domain/rules/dialogs';
import { dexieDeps, putGame, type TestDeps } from '../support';

// Game date 2026-03-11 (support.TODAY), a Wednesday: its week starts on Sunday 2026-03-08.
const WEEK = '2026-03-08';

async function world(deps: TestDeps) {
  await putGame(deps, { decidedDialogs: ['push-1-2026-03-01'] });
  const [north, south] = await deps.repos.Brand.bulkCreate([
    { name: 'North', balance: 5000 },
    { name: 'South', balance: -800 },
  ]);
  const [gus, lou] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Gloomy Gus', brandIds: [north.id], morale: 12, cost: 150, contractExpires: '2027-01-01' },
    { name: 'Late Lou', brandIds: [south.id], morale: 60, cost: 100, contractExpires: '2026-03-20' },
    { name: 'Ref Rita', brandIds: [north.id], role: 'REFEREE', morale: 0 },
  ]);
  return { north, south, gus, lou };
}

describe('the dialog use cases on IndexedDB', () => {
  it('list what the promotion raises this week, most pressing first', async () => {
    const deps = dexieDeps('dialogs-inbox');
    const { gus, lou, south } = await world(deps);
    const inbox = await createDialogServices(deps).inbox();
    expect(inbox.date).toBe('2026-03-11');
    // The referee is staff: no push for her, however low her morale.
    expect(inbox.dialogs.map((d) => d.key)).toEqual([`budget-${south.id}-${WEEK}`, `renewal-${lou.id}-${WEEK}`, `push-${gus.id}-${WEEK}`]);
  });

  it('a decision applies every effect and records its key in one go; the dialog is gone', async () => {
    const deps = dexieDeps('dialogs-decide');
    const { gus, north } = await world(deps);
    const dialogs = createDialogServices(deps);
    const key = `push-${gus.id}-${WEEK}`;
    const outcome = await dialogs.decide(key, 'bonus');
    expect(outcome).toMatchObject({ who: 'Gloomy Gus', choice: 'Pay a $1,500 bonus' });
    expect(outcome.changes).toEqual([
      { subject: 'North', field: 'Balance', before: '$5,000', after: '$3,500' },
      { subject: 'Gloomy Gus', field: 'Morale', before: '12', after: '22' },
    ]);
    expect(await deps.repos.Brand.get(north.id)).toMatchObject({ balance: 3500 });
    expect(await deps.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 22 });
    // The older week's key is dropped, this one kept.
    expect((await deps.repos.Game.get(GAME_ID))!.decidedDialogs).toEqual([key]);
    expect(await dialogs.open(key)).toBeNull();
    expect((await dialogs.inbox()).dialogs.map((d) => d.key)).not.toContain(key);
  });

  it('answering a conversation that is over changes nothing', async () => {
    const deps = dexieDeps('dialogs-over');
    const { gus } = await world(deps);
    const dialogs = createDialogServices(deps);
    const key = `push-${gus.id}-${WEEK}`;
    await dialogs.decide(key, 'refuse');
    await expect(dialogs.decide(key, 'refuse')).rejects.toThrow(DIALOG_OVER);
    await expect(dialogs.decide('push-999-2026-03-08', 'refuse')).rejects.toThrow(DIALOG_OVER);
    await expect(dialogs.decide(`renewal-${gus.id}-${WEEK}`, 'renew')).rejects.toThrow(DIALOG_OVER);
    expect(await deps.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 7 });
  });

  it('when the last write fails, the earlier ones are undone too', async () => {
    const deps = dexieDeps('dialogs-atomic');
    const { south, north } = await world(deps);
    // Every write but the Game record's goes through; the Game update then fails.
    const failing: UnitOfWork = {
      run: (work) =>
        deps.unitOfWork.run((tx) => {
          const Game = new Proxy(tx.Game, {
            get: (target, prop, receiver) =>
              prop === 'update' ? () => Promise.reject(new Error('disk full')) : Reflect.get(target, prop, receiver),
          });
          return work({ ...tx, Game } as Repositories);
        }),
    };
    const dialogs = createDialogServices({ repos: deps.repos, unitOfWork: failing });
    await expect(dialogs.decide(`budget-${south.id}-${WEEK}`, 'transfer')).rejects.toThrow('disk full');
    expect(await deps.repos.Brand.get(north.id)).toMatchObject({ balance: 5000 });
    expect(await deps.repos.Brand.get(south.id)).toMatchObject({ balance: -800 });
    expect((await createDialogServices(deps).inbox()).dialogs).toHaveLength(3);
  });

  it("a budget transfer goes in both brands' ledgers, and a release with rivals goes on the talent board (issue 33)", async () => {
    const deps = dexieDeps('dialogs-ledger');
    const { north, south, lou } = await world(deps);
    await deps.repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
    await deps.repos.Brand.bulkCreate([{ name: 'Rival', companyId: 2 }]);
    await deps.repos.Game.update(GAME_ID, { rules: 'living', playerCompanyId: 1, brandIds: [north.id, south.id] });
    const dialogs = createDialogServices(deps);
    await dialogs.decide(`budget-${south.id}-${WEEK}`, 'transfer');
    expect((await deps.repos.Brand.get(south.id))!.ledger).toEqual([{ date: '2026-03-11', amount: 800, label: 'Move $800 from North', reason: expect.stringMatching(/\.$/), category: 'Moved between brands' }]);
    expect((await deps.repos.Brand.get(north.id))!.ledger).toMatchObject([{ amount: -800, label: 'Move $800 from North' }]);
    await dialogs.decide(`renewal-${lou.id}-${WEEK}`, 'release');
    expect((await deps.repos.Game.get(GAME_ID))!.talentMoves).toEqual([{ wrestlerId: lou.id, fromCompanyId: 1, toCompanyId: null, date: '2026-03-11', reason: 'You released Late Lou: a free agent now.' }]);
  });

  it('a release makes a free agent, and a game row saved before dialogs existed still works', async () => {
    const deps = dexieDeps('dialogs-release');
    const { lou } = await world(deps);
    await deps.repos.Game.bulkPut([{ ...(await deps.repos.Game.get(GAME_ID))!, decidedDialogs: undefined as unknown as string[] }]);
    await createDialogServices(deps).decide(`renewal-${lou.id}-${WEEK}`, 'release');
    expect(await deps.repos.Wrestler.get(lou.id)).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
  });

  it('a year-old save: a pile of decided keys is cleaned, and of 40 hurt wrestlers the week brings a few', async () => {
    const deps = dexieDeps('dialogs-pile');
    const pile = [...Array(200).fill(`rest-999-${WEEK}`), 'push-1-2026-01-04', 'junk'];
    await putGame(deps, { decidedDialogs: pile });
    const [north] = await deps.repos.Brand.bulkCreate([{ name: 'North', balance: 5000 }]);
    await deps.repos.Wrestler.bulkCreate(Array.from({ length: 40 }, (_, i) => ({ name: `Hurt ${i}`, brandIds: [north.id], damage: 85, points: i })));
    const dialogs = createDialogServices(deps);

    const inbox = await dialogs.inbox();
    // The pile names one decided conversation about time off: two more fit this week.
    expect(inbox.dialogs.map((d) => d.about)).toEqual(['Asks for time off', 'Asks for time off']);
    expect(inbox.waiting).toBe(38);
    expect(inbox.expires).toBe('2026-03-14');
    expect(inbox.dialogs.filter((d) => d.urgency === 'critical').length).toBeLessThanOrEqual(INBOX_LIMITS.urgent);

    await dialogs.decide(inbox.dialogs[0].key, 'rest');
    expect((await deps.repos.Game.get(GAME_ID))!.decidedDialogs).toEqual([`rest-999-${WEEK}`, inbox.dialogs[0].key]);
    expect((await dialogs.inbox()).dialogs.map((d) => d.key)).toEqual([inbox.dialogs[1].key]);
  });

  it('a week later the unanswered conversations are gone and the new week asks afresh', async () => {
    const deps = dexieDeps('dialogs-expire');
    const { gus } = await world(deps);
    const dialogs = createDialogServices(deps);
    expect((await dialogs.inbox()).dialogs.map((d) => d.key)).toContain(`push-${gus.id}-${WEEK}`);
    await deps.repos.Game.update(GAME_ID, { date: '2026-03-18' });
    const next = await dialogs.inbox();
    expect(next.dialogs.map((d) => d.key)).toContain(`push-${gus.id}-2026-03-15`);
    expect(next.dialogs.some((d) => d.key.endsWith(WEEK))).toBe(false);
    await expect(dialogs.decide(`push-${gus.id}-${WEEK}`, 'refuse')).rejects.toThrow(DIALOG_OVER);
  });
});
