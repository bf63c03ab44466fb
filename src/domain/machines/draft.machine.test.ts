import { createActor, fromPromise, initialTransition, toPromise, transition, type EventFromLogic } from 'xstate';
import type { Stored } from '../entities/base';
import { createBrand, type Brand } from '../entities/brand';
import { createDraft, type Draft } from '../entities/draft';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { draftMachine, type DraftPick, type StoredDraftParties } from './draft.machine';

type DraftEvent = EventFromLogic<typeof draftMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as DraftEvent;

/** Plain maps standing in for the tables, and the actors the application would provide. */
function fakeStorage() {
  const wrestlers = new Map<number, Stored<Wrestler>>([
    [1, { ...createWrestler({ name: 'Ace', cost: 200, status: 'UNSIGNED' }), id: 1 }],
    [2, { ...createWrestler({ name: 'Blaze', cost: 50, status: 'UNSIGNED' }), id: 2 }],
  ]);
  const brands = new Map<number, Stored<Brand>>([[10, { ...createBrand({ name: 'Red', balance: 100_000 }), id: 10 }]]);
  const drafts = new Map<number, Stored<Draft>>();
  const machine = draftMachine.provide({
    actors: {
      loadPick: fromPromise<{ wrestler: Stored<Wrestler>; gameDate: string }, DraftPick>(async ({ input }) => ({
        wrestler: wrestlers.get(input.wrestlerId)!,
        gameDate: '2026-01-01',
      })),
      saveDraft: fromPromise<Stored<Draft>, Draft>(async ({ input }) => {
        const stored = { ...input, id: drafts.size + 1 };
        drafts.set(stored.id, stored);
        return stored;
      }),
      loadPendingDrafts: fromPromise<Stored<Draft>[], void>(async () => [...drafts.values()].filter((d) => !d.complete)),
      loadDraftParties: fromPromise<StoredDraftParties | null, Stored<Draft>>(async ({ input }) => {
        const wrestler = wrestlers.get(input.wrestlerId ?? -1);
        const brand = brands.get(input.brandId ?? -1);
        return wrestler && brand ? { draft: input, wrestler, brand } : null;
      }),
      saveDraftParties: fromPromise<void, StoredDraftParties>(async ({ input }) => {
        drafts.set(input.draft.id, input.draft);
        wrestlers.set(input.wrestler.id, input.wrestler);
        brands.set(input.brand.id, input.brand);
      }),
    },
  });
  return { wrestlers, brands, drafts, machine };
}

describe('draft machine with provided storage actors', () => {
  it('creates each pick, then signs every incomplete draft and charges its brand', async () => {
    const { machine, wrestlers, brands, drafts } = fakeStorage();
    const picks = [{ wrestlerId: 1, brandId: 10 }, { wrestlerId: 2, brandId: 10, amountOfAppearances: 10, contractType: 'PART' as const }];
    const output = await toPromise(createActor(machine, { input: { picks } }).start());
    expect(output.created).toHaveLength(2);
    expect(output.signed.map((d) => d.id)).toEqual([1, 2]);
    expect(drafts.get(1)).toMatchObject({ complete: true, startDate: '2026-01-01', endDate: '2027-02-05', costPerAppearance: 200, amountOfAppearances: 52 });
    expect(drafts.get(2)).toMatchObject({ complete: true, costPerAppearance: 50, amountOfAppearances: 10, contractType: 'PART' });
    expect(wrestlers.get(1)).toMatchObject({ status: 'SIGNED', brandIds: [10], remainingAppearances: 52, contractType: 'FULL', contractExpires: '2027-02-05' });
    // Both drafts charge the same brand: 52 x 200 + 10 x 50.
    expect(brands.get(10)?.balance).toBe(100_000 - 10_400 - 500);
  });

  it('creates without processing when asked to', async () => {
    const { machine, drafts } = fakeStorage();
    const output = await toPromise(createActor(machine, { input: { picks: [{ wrestlerId: 1, brandId: 10 }], process: false } }).start());
    expect(output.signed).toEqual([]);
    expect(drafts.get(1)?.complete).toBe(false);
  });

  it('leaves a draft whose brand is gone incomplete and processes the rest', async () => {
    const { machine, drafts, wrestlers } = fakeStorage();
    drafts.set(1, { ...createDraft({ wrestlerId: 1, brandId: 99 }), id: 1 });
    drafts.set(2, { ...createDraft({ wrestlerId: 2, brandId: 10, complete: true }), id: 2 });
    drafts.set(3, { ...createDraft({ wrestlerId: 2, brandId: 10 }), id: 3 });
    const output = await toPromise(createActor(machine, { input: {} }).start());
    expect(output.skipped.map((d) => d.id)).toEqual([1]);
    expect(output.signed.map((d) => d.id)).toEqual([3]);
    expect(drafts.get(1)?.complete).toBe(false);
    expect(wrestlers.get(1)?.status).toBe('UNSIGNED');
  });

  it('fails when the application has not provided its actors', async () => {
    await expect(toPromise(createActor(draftMachine, { input: {} }).start())).rejects.toThrow('loadPendingDrafts');
  });
});

describe('draft machine, pure transitions', () => {
  it('goes straight to loading the pending drafts when there is nothing to create', () => {
    const [snapshot] = initialTransition(draftMachine, {});
    expect(snapshot.value).toEqual({ processing: 'loadingDrafts' });
  });

  it('builds the new draft from the loaded wrestler and game date', () => {
    const [start] = initialTransition(draftMachine, { picks: [{ wrestlerId: 4, brandId: 2, pick: 3 }] });
    expect(start.value).toEqual({ creating: 'loadingPick' });
    const wrestler = { ...createWrestler({ cost: 75 }), id: 4 };
    const [next] = transition(draftMachine, start, done('loadPick', { wrestler, gameDate: '2026-03-01' }));
    expect(next.value).toEqual({ creating: 'savingPick' });
    expect(next.context.draft).toMatchObject({ wrestlerId: 4, brandId: 2, pick: 3, costPerAppearance: 75, complete: false, endDate: '2027-04-05' });
  });

  it('finishes when the last pending draft is saved', () => {
    const draft = { ...createDraft({ wrestlerId: 1, brandId: 1 }), id: 1 };
    const [loading] = initialTransition(draftMachine, {});
    const [queued] = transition(draftMachine, loading, done('loadPendingDrafts', [draft]));
    expect(queued.value).toEqual({ processing: 'loadingParties' });
    const parties = { draft, wrestler: { ...createWrestler(), id: 1 }, brand: { ...createBrand({ balance: 0 }), id: 1 } };
    const [signing] = transition(draftMachine, queued, done('loadDraftParties', parties));
    expect(signing.context.signing?.brand.balance).toBe(-5200);
    const [finished] = transition(draftMachine, signing, done('saveDraftParties', undefined));
    expect(finished.status).toBe('done');
    expect(finished.output?.signed).toEqual([{ ...draft, complete: true }]);
  });
});
