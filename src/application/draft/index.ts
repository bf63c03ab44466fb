import { createActor, toPromise } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Draft } from '../../domain/entities/draft';
import { draftMachine, type DraftMachineInput, type DraftMachineOutput, type DraftPick } from '../../domain/machines/draft.machine';
import type { Repositories } from '../ports/unit-of-work.port';
import { draftActors } from './draft-actors';
import { draftFormProblems, pickOf, type DraftFormValues, type DraftProblems } from './draft-form';
import type { DraftProcessResult } from './draft-processing';
import { formContextOf, readDraftView, type DraftView } from './draft-view';
import type { MachineUseCaseDeps } from '../deps';
import { readGame } from '../game';
import { withMoves } from '../../domain/rules/living/talent-moves';
import { marketPick, marketProblems, priceMarketDrafts, readMarket } from './draft-market';

export type { DraftMachineOutput as DraftRun, DraftPick } from '../../domain/machines/draft.machine';
export * from './draft-form';
export * from './draft-processing';
export type { DraftBrand, DraftRow, DraftView, DraftWrestler } from './draft-view';
export { formContextOf } from './draft-view';

export type DraftSubmitResult = { ok: true; draft: Stored<Draft> } | { ok: false; problems: DraftProblems };

/** A pending draft to remove is gone, or was processed already (its wrestler signed and was paid for). */
export const DraftRemoveErrors = {
  missing: (id: number) => `Draft ${id} no longer exists.`,
  complete: 'A completed draft cannot be removed: its wrestler has signed and the brand has paid.',
} as const;

/**
 * SPEC §4/§7 draft: create picks and process every incomplete draft. Each call runs the draft
 * machine to its end inside one unit of work, so a failure leaves no half-signed wrestler.
 */
export function createDraftServices({ repos, unitOfWork, clock, inspect, logger }: MachineUseCaseDeps) {
  const runDraftIn = async (tx: Repositories, input: DraftMachineInput): Promise<DraftMachineOutput> => {
    // Issue 33: with rivals, picks are checked and priced by the market, and refused drafts stay pending.
    const market = await readMarket(tx);
    const picks = market ? input.picks?.map((pick) => marketPick(market, pick)) : input.picks;
    const held = market && input.process !== false ? await priceMarketDrafts(tx, market) : new Set<number>();
    const machine = draftMachine.provide({ actors: draftActors(tx, clock, held) });
    const output = await toPromise(createActor(machine, { input: { ...input, ...(picks ? { picks } : {}) }, inspect }).start());
    if (output.skipped.length > 0) logger?.warn('Drafts left incomplete: wrestler or brand not found', output.skipped.map((d) => d.id));
    if (market && output.signed.length > 0) {
      const moves = market.movesOf(output.signed);
      if (moves.length > 0) await tx.Game.bulkPut([withMoves((await readGame(tx))!, moves)]);
    }
    return output;
  };
  const runDraft = (input: DraftMachineInput) => unitOfWork.run((tx) => runDraftIn(tx, input));

  return {
    /** One new, incomplete draft (the draft form). */
    create: async (pick: DraftPick): Promise<Stored<Draft>> => (await runDraft({ picks: [pick], process: false })).created[0],
    /** Sign and charge every incomplete draft. */
    processAll: () => runDraft({ process: true }),
    /** Create the picks and process every incomplete draft, all at once. */
    draft: (picks: readonly DraftPick[]) => runDraft({ picks, process: true }),

    /** `/draft`: brands, draftable wrestlers, pending and completed drafts. */
    view: (): Promise<DraftView> => readDraftView(repos, clock),

    /**
     * The draft form's save: the values are checked again against what is stored (the screen may
     * be stale) and saved only without problems; nothing is written otherwise.
     */
    submit: (values: DraftFormValues): Promise<DraftSubmitResult> =>
      unitOfWork.run(async (tx) => {
        const problems = { ...draftFormProblems(values, formContextOf(await readDraftView(tx, clock))), ...marketProblems(await readMarket(tx), values) };
        if (Object.keys(problems).length > 0) return { ok: false, problems };
        const run = await runDraftIn(tx, { picks: [pickOf(values)], process: false });
        return { ok: true, draft: run.created[0] };
      }),

    /** Deletes a pending draft; a completed one stays, as the record of a signing. */
    remove: (draftId: number): Promise<void> =>
      unitOfWork.run(async (tx) => {
        const draft = await tx.Draft.get(draftId);
        if (!draft) throw new Error(DraftRemoveErrors.missing(draftId));
        if (draft.complete) throw new Error(DraftRemoveErrors.complete);
        await tx.Draft.delete(draftId);
      }),

    /** processAll, reported for the screen: who signed for whom and what each brand paid. */
    process: (): Promise<DraftProcessResult> =>
      unitOfWork.run(async (tx) => {
        const before = await readDraftView(tx, clock);
        const run = await runDraftIn(tx, { process: true });
        // The rows read before processing already name each draft's wrestler and brand.
        const rowOf = new Map(before.pending.map((row) => [row.id, row]));
        const balanceBefore = new Map(before.brands.map((b) => [b.id, b.balance]));
        const paying = [...new Set(run.signed.flatMap((d) => (d.brandId === null ? [] : [d.brandId])))];
        const after = await tx.Brand.getMany(paying);
        const refused = before.pending.filter((row) => row.refusal);
        return {
          signed: run.signed.map((d) => ({ ...rowOf.get(d.id)!, complete: true })),
          balances: after.map((b) => ({ brandId: b.id, name: b.name, before: balanceBefore.get(b.id) ?? b.balance, after: b.balance })),
          skipped: run.skipped.map((d) => rowOf.get(d.id)!),
          ...(before.market ? { refused } : {}),
        };
      }),
  };
}

export type DraftServices = ReturnType<typeof createDraftServices>;
