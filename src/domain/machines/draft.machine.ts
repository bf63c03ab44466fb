import { assign, fromPromise, setup } from 'xstate';
import type { IsoDate, Stored } from '../entities/base';
import type { Draft } from '../entities/draft';
import type { Wrestler } from '../entities/wrestler';
import { newDraft, processDraft } from '../rules/draft';
import type { DraftMachineContext, DraftMachineInput, DraftMachineOutput, DraftPick, StoredDraftParties } from './draft-machine.types';

export type { DraftMachineContext, DraftMachineInput, DraftMachineOutput, DraftPick, StoredDraftParties } from './draft-machine.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`The application must provide the ${name} actor`));

/**
 * SPEC §4 "Draft": create each pick (incomplete, ends 400 days after the game date, costs what the
 * wrestler costs), then process every incomplete draft one at a time: load its wrestler and brand
 * afresh (two drafts for one brand must both be charged), sign and charge, save. Storage is the
 * application's: it provides the five actors (and runs the whole machine in one unit of work).
 */
export const draftMachine = setup({
  types: {
    context: {} as DraftMachineContext,
    input: {} as DraftMachineInput,
    output: {} as DraftMachineOutput,
  },
  actors: {
    loadPick: fromPromise<{ wrestler: Stored<Wrestler>; gameDate: IsoDate }, DraftPick>(notProvided('loadPick')),
    saveDraft: fromPromise<Stored<Draft>, Draft>(notProvided('saveDraft')),
    loadPendingDrafts: fromPromise<Stored<Draft>[], void>(notProvided('loadPendingDrafts')),
    loadDraftParties: fromPromise<StoredDraftParties | null, Stored<Draft>>(notProvided('loadDraftParties')),
    saveDraftParties: fromPromise<void, StoredDraftParties>(notProvided('saveDraftParties')),
  },
  guards: {
    hasPicksLeft: ({ context }) => context.picks.length > 0,
    shouldProcess: ({ context }) => context.process,
    hasPendingDrafts: ({ context }) => context.pending.length > 0,
    isMissingParties: (_, params: { parties: StoredDraftParties | null }) => params.parties === null,
  },
  actions: {
    prepareDraft: assign(({ context }, params: { wrestler: Stored<Wrestler>; gameDate: IsoDate }) => {
      const [pick, ...rest] = context.picks;
      const draft = newDraft({ wrestler: params.wrestler, brandId: pick.brandId, gameDate: params.gameDate, pick: pick.pick });
      const { amountOfAppearances, contractType, startDate, endDate, costPerAppearance, complete } = pick;
      const chosen = { amountOfAppearances, contractType, startDate, endDate, costPerAppearance, complete };
      const overrides = Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== undefined));
      return { picks: rest, draft: { ...draft, ...overrides } };
    }),
    recordCreated: assign(({ context }, params: { draft: Stored<Draft> }) => ({
      draft: null,
      created: [...context.created, params.draft],
    })),
    queuePending: assign((_, params: { drafts: Stored<Draft>[] }) => ({ pending: params.drafts.filter((d) => !d.complete) })),
    sign: assign((_, params: { parties: StoredDraftParties | null }) => ({ signing: params.parties && processDraft(params.parties) })),
    skipDraft: assign(({ context }) => ({ pending: context.pending.slice(1), skipped: [...context.skipped, context.pending[0]] })),
    recordSigned: assign(({ context }) => ({
      pending: context.pending.slice(1),
      signed: [...context.signed, context.signing!.draft],
      signing: null,
    })),
  },
}).createMachine({
  id: 'draft',
  context: ({ input }) => ({
    picks: [...(input.picks ?? [])],
    process: input.process ?? true,
    draft: null,
    created: [],
    pending: [],
    signing: null,
    signed: [],
    skipped: [],
  }),
  initial: 'creating',
  states: {
    creating: {
      initial: 'nextPick',
      states: {
        nextPick: {
          always: [
            { guard: 'hasPicksLeft', target: 'loadingPick' },
            { guard: 'shouldProcess', target: '#draft.processing' },
            { target: '#draft.done' },
          ],
        },
        loadingPick: {
          invoke: {
            src: 'loadPick',
            id: 'loadPick',
            input: ({ context }) => context.picks[0],
            onDone: { target: 'savingPick', actions: { type: 'prepareDraft', params: ({ event }) => event.output } },
          },
        },
        savingPick: {
          invoke: {
            src: 'saveDraft',
            id: 'saveDraft',
            input: ({ context }) => context.draft!,
            onDone: { target: 'nextPick', actions: { type: 'recordCreated', params: ({ event }) => ({ draft: event.output }) } },
          },
        },
      },
    },
    processing: {
      initial: 'loadingDrafts',
      states: {
        loadingDrafts: {
          invoke: {
            src: 'loadPendingDrafts',
            id: 'loadPendingDrafts',
            onDone: { target: 'nextDraft', actions: { type: 'queuePending', params: ({ event }) => ({ drafts: event.output }) } },
          },
        },
        nextDraft: {
          always: [{ guard: 'hasPendingDrafts', target: 'loadingParties' }, { target: '#draft.done' }],
        },
        loadingParties: {
          invoke: {
            src: 'loadDraftParties',
            id: 'loadDraftParties',
            input: ({ context }) => context.pending[0],
            onDone: [
              {
                guard: { type: 'isMissingParties', params: ({ event }) => ({ parties: event.output }) },
                target: 'nextDraft',
                actions: 'skipDraft',
              },
              { target: 'signing', actions: { type: 'sign', params: ({ event }) => ({ parties: event.output }) } },
            ],
          },
        },
        signing: {
          invoke: {
            src: 'saveDraftParties',
            id: 'saveDraftParties',
            input: ({ context }) => context.signing!,
            onDone: { target: 'nextDraft', actions: 'recordSigned' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ created: context.created, signed: context.signed, skipped: context.skipped }),
});
