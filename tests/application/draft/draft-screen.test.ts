import {
  createDraftServices, draftFormDefaults, draftFormProblems, formContextOf, previewProcessing, type DraftFormValues,
} from '../../../src/application/draft';
import { dexieMachineDeps, putGame, type MachineTestDeps } from '../machine-deps';

// The use cases behind the /draft screen: its read model, the validated form save, removal and
// processing with a report (draft.test.ts covers the machine's create/processAll/draft).

async function setUp(deps: MachineTestDeps) {
  await putGame(deps, { date: '2026-01-01' });
  const [red, blue] = await deps.repos.Brand.bulkCreate([
    { name: 'Red', balance: 1_000_000 },
    { name: 'Blue', balance: 5_000 },
  ]);
  const [ace, blaze, oldTimer] = await deps.repos.Wrestler.bulkCreate([
    { name: 'Ace', cost: 200, status: 'UNSIGNED', brandIds: [] },
    { name: 'Blaze', cost: 150, status: 'SIGNED', brandIds: [red.id] },
    { name: 'Old Timer', cost: 50, retired: true },
  ]);
  return { red, blue, ace, blaze, oldTimer, drafts: createDraftServices(deps) };
}

const form = (changes: Partial<DraftFormValues>): DraftFormValues => ({ ...draftFormDefaults('2026-01-01'), ...changes });

describe('the draft form values', () => {
  it('default to the game date for 400 days, pick 1, 52 appearances, FULL, cost 100, not complete', () => {
    expect(draftFormDefaults('2026-01-01')).toEqual({
      startDate: '2026-01-01', endDate: '2027-02-05', costPerAppearance: 100, pick: 1, brandId: null, wrestlerId: null,
      amountOfAppearances: 52, contractType: 'FULL', complete: false,
    });
  });

  it('refuse impossible values field by field', () => {
    const context = { brandIds: new Set([1]), wrestlerIds: new Set([7, 8]), pendingPickOf: new Map([[8, 3]]), nameOf: () => 'Blaze' };
    expect(draftFormProblems(form({ brandId: 1, wrestlerId: 7 }), context)).toEqual({});
    expect(draftFormProblems(form({}), context)).toEqual({ brandId: 'Choose one brand.', wrestlerId: 'Choose one wrestler.' });
    const bad = form({
      brandId: 2, wrestlerId: 8, startDate: '2026-03-01', endDate: '2026-03-01', costPerAppearance: -1, pick: 0,
      amountOfAppearances: 2.5, contractType: 'FOREVER',
    });
    expect(draftFormProblems(bad, context)).toEqual({
      brandId: 'That brand no longer exists. Choose another.',
      wrestlerId: 'Blaze is already in a pending draft (pick 3). Remove that draft first.',
      endDate: 'The end date must come after the start date.',
      costPerAppearance: 'The cost cannot be negative.',
      pick: 'Pick number must be a whole number from 1 to 10,000.',
      amountOfAppearances: 'Amount of appearances must be a whole number from 1 to 1,000.',
      contractType: 'Choose a contract type.',
    });
    const empty = draftFormProblems(form({ brandId: 1, wrestlerId: 7, startDate: '', costPerAppearance: null, pick: Number.NaN, amountOfAppearances: null }), context);
    expect(empty).toEqual({
      startDate: 'Enter a start date.',
      costPerAppearance: 'Enter a cost per appearance.',
      pick: 'Pick number must be a number.',
      amountOfAppearances: 'Enter the amount of appearances.',
    });
    expect(draftFormProblems(form({ brandId: 1, wrestlerId: 7, costPerAppearance: 10.005 }), context).costPerAppearance).toBe(
      'The cost cannot have fractions of a cent.',
    );
    expect(draftFormProblems(form({ brandId: 1, wrestlerId: 7, costPerAppearance: 12.5 }), context)).toEqual({});
  });
});

describe('the draft screen use cases', () => {
  it('list brands, draftable wrestlers (not retired) and the drafts with names and totals', async () => {
    const deps = dexieMachineDeps('draft-view');
    const { red, ace, drafts } = await setUp(deps);
    await drafts.create({ wrestlerId: ace.id, brandId: red.id, pick: 2 });
    const view = await drafts.view();
    expect(view.gameDate).toBe('2026-01-01');
    expect(view.brands.map((b) => b.name)).toEqual(['Blue', 'Red']);
    expect(view.wrestlers.map((w) => w.name)).toEqual(['Ace', 'Blaze']);
    expect(view.wrestlers[1]).toMatchObject({ cost: 150, status: 'SIGNED', brandNames: ['Red'] });
    expect(view.pending).toEqual([
      expect.objectContaining({ pick: 2, wrestlerName: 'Ace', brandName: 'Red', amountOfAppearances: 52, costPerAppearance: 200, total: 10_400 }),
    ]);
    expect(view.completed).toEqual([]);
  });

  it('save a valid form with every chosen value, and save nothing when a value is impossible', async () => {
    const deps = dexieMachineDeps('draft-submit');
    const { blue, ace, drafts } = await setUp(deps);
    const chosen = form({
      wrestlerId: ace.id, brandId: blue.id, startDate: '2026-02-01', endDate: '2026-12-31', costPerAppearance: 75.5,
      pick: 4, amountOfAppearances: 10, contractType: 'PART',
    });
    const saved = await drafts.submit(chosen);
    expect(saved.ok).toBe(true);
    expect(await deps.repos.Draft.all()).toEqual([
      expect.objectContaining({
        wrestlerId: ace.id, brandId: blue.id, startDate: '2026-02-01', endDate: '2026-12-31', costPerAppearance: 75.5,
        pick: 4, amountOfAppearances: 10, contractType: 'PART', complete: false,
      }),
    ]);

    // The same wrestler again is refused by the stored state, not only by the screen.
    const again = await drafts.submit({ ...chosen, pick: 5 });
    expect(again).toEqual({ ok: false, problems: { wrestlerId: 'Ace is already in a pending draft (pick 4). Remove that draft first.' } });
    const negative = await drafts.submit({ ...chosen, wrestlerId: null, amountOfAppearances: -3 });
    expect(negative.ok).toBe(false);
    expect(await deps.repos.Draft.count()).toBe(1);
  });

  it('remove a pending draft but refuse to remove a completed one', async () => {
    const deps = dexieMachineDeps('draft-remove');
    const { red, ace, blaze, drafts } = await setUp(deps);
    const pending = await drafts.create({ wrestlerId: ace.id, brandId: red.id });
    await drafts.remove(pending.id);
    expect(await deps.repos.Draft.count()).toBe(0);
    await expect(drafts.remove(pending.id)).rejects.toThrow(`Draft ${pending.id} no longer exists.`);

    const run = await drafts.draft([{ wrestlerId: blaze.id, brandId: red.id }]);
    await expect(drafts.remove(run.created[0].id)).rejects.toThrow('A completed draft cannot be removed');
    expect(await deps.repos.Draft.count()).toBe(1);
  });

  it('preview what each brand pays, then process: wrestlers signed, balances charged, a report of both', async () => {
    const deps = dexieMachineDeps('draft-process');
    const { red, blue, ace, blaze, drafts } = await setUp(deps);
    await drafts.create({ wrestlerId: ace.id, brandId: blue.id, amountOfAppearances: 10 });
    await drafts.create({ wrestlerId: blaze.id, brandId: blue.id, pick: 2 });
    const orphan = await deps.repos.Draft.create({ wrestlerId: ace.id, brandId: 99, pick: 9 });

    const preview = previewProcessing(await drafts.view());
    expect(preview.brands).toEqual([
      { brandId: blue.id, name: 'Blue', balance: 5_000, charge: 2_000 + 7_800, after: 5_000 - 9_800, signing: ['Ace', 'Blaze'] },
    ]);
    expect(preview.skipped.map((d) => d.id)).toEqual([orphan.id]);
    expect(preview.total).toBe(9_800);

    const result = await drafts.process();
    expect(result.signed.map((d) => [d.wrestlerName, d.brandName, d.total, d.complete])).toEqual([
      ['Ace', 'Blue', 2_000, true],
      ['Blaze', 'Blue', 7_800, true],
    ]);
    expect(result.balances).toEqual([{ brandId: blue.id, name: 'Blue', before: 5_000, after: -4_800 }]);
    expect(result.skipped.map((d) => d.id)).toEqual([orphan.id]);
    expect((await deps.repos.Brand.get(blue.id))?.balance).toBe(-4_800);
    expect((await deps.repos.Brand.get(red.id))?.balance).toBe(1_000_000);
    expect(await deps.repos.Wrestler.get(blaze.id)).toMatchObject({ status: 'SIGNED', brandIds: [blue.id], remainingAppearances: 52 });
    const view = await drafts.view();
    expect(view.pending.map((d) => d.id)).toEqual([orphan.id]);
    expect(view.completed).toHaveLength(2);
  });

  it('never processes a draft saved as complete', async () => {
    const deps = dexieMachineDeps('draft-complete');
    const { red, ace, drafts } = await setUp(deps);
    const saved = await drafts.submit(form({ wrestlerId: ace.id, brandId: red.id, complete: true }));
    expect(saved.ok).toBe(true);
    expect((await drafts.process()).signed).toEqual([]);
    expect((await deps.repos.Brand.get(red.id))?.balance).toBe(1_000_000);
    expect((await deps.repos.Wrestler.get(ace.id))?.status).toBe('UNSIGNED');
    expect(formContextOf(await drafts.view()).pendingPickOf.size).toBe(0);
  });
});
