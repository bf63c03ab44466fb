import { createActor, toPromise } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Draft } from '../../domain/entities/draft';
import { draftMachine, type DraftMachineInput, type DraftMachineOutput, type DraftPick } from '../../domain/machines/draft.machine';
import type { MachineUseCaseDeps } from '../machines/deps';
import { draftActors } from './draft-actors';

export type { DraftMachineOutput as DraftRun, DraftPick } from '../../domain/machines/draft.machine';

/**
 * SPEC §4/§7 draft: create picks and process every incomplete draft. Each call runs the draft
 * machine to its end inside one unit of work, so a failure leaves no half-signed wrestler.
 */
export function createDraftServices({ unitOfWork, clock, inspect, logger }: MachineUseCaseDeps) {
  const runDraft = (input: DraftMachineInput): Promise<DraftMachineOutput> =>
    unitOfWork.run(async (tx) => {
      const machine = draftMachine.provide({ actors: draftActors(tx, clock) });
      const output = await toPromise(createActor(machine, { input, inspect }).start());
      if (output.skipped.length > 0) logger?.warn('Drafts left incomplete: wrestler or brand not found', output.skipped.map((d) => d.id));
      return output;
    });

  return {
    /** One new, incomplete draft (the draft form). */
    create: async (pick: DraftPick): Promise<Stored<Draft>> => (await runDraft({ picks: [pick], process: false })).created[0],
    /** Sign and charge every incomplete draft. */
    processAll: () => runDraft({ process: true }),
    /** Create the picks and process every incomplete draft, all at once. */
    draft: (picks: readonly DraftPick[]) => runDraft({ picks, process: true }),
  };
}

export type DraftServices = ReturnType<typeof createDraftServices>;
