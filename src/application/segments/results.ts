import type { Appearance } from '../../domain/entities/appearance';
import type { Stored } from '../../domain/entities/base';
import { CatalogueError, messageOf } from '../../domain/errors';
import { assignWinner } from '../../domain/rules/segment-simulation';
import { SegmentLogMessages } from './messages';
import { readAppearancesOf, putAppearances, requireSegment } from './segment-records';
import type { UseCaseDeps } from '../deps';

type Deps = Pick<UseCaseDeps, 'unitOfWork' | 'logger'>;

/** Logs a failure the way SPEC §8 asks (to the console) and still rejects, so the UI can show it. */
async function logged<R>(logger: Deps['logger'], work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    logger.error(messageOf(error));
    throw error;
  }
}

export interface AssignWinnerInput {
  segmentId: number | null | undefined;
  wrestlerId: number;
}

/**
 * SPEC §4 "Winner assignment": the chosen wrestler's whole group wins, everyone else loses.
 * Rejects `Segment not found.` or `No matching wrestler found, no winner assigned.` (SPEC §8).
 */
export function createAssignWinner({ unitOfWork, logger }: Deps) {
  return (input: AssignWinnerInput): Promise<Stored<Appearance>[]> =>
    logged(logger, () =>
      unitOfWork.run(async (tx) => {
        const segment = await requireSegment(tx, input.segmentId);
        const decided = assignWinner(await readAppearancesOf(tx, segment), input.wrestlerId);
        await putAppearances(tx, decided);
        return decided;
      }),
    );
}

/** A draw: every appearance drawn, nobody won or lost. `draw: false` takes the draw back. */
export function createSetDraw({ unitOfWork, logger }: Deps) {
  return (input: { segmentId: number; draw?: boolean }): Promise<Stored<Appearance>[]> =>
    logged(logger, () =>
      unitOfWork.run(async (tx) => {
        const segment = await requireSegment(tx, input.segmentId);
        const draw = input.draw ?? true;
        const appearances = (await readAppearancesOf(tx, segment)).map((a) =>
          draw ? { ...a, draw: true, winner: false, loser: false } : { ...a, draw: false },
        );
        await putAppearances(tx, appearances);
        return appearances;
      }),
    );
}

/** SPEC §4: the manager flag of an appearance can be toggled. */
export function createToggleManager({ unitOfWork, logger }: Deps) {
  return (input: { appearanceId: number }): Promise<Stored<Appearance>> =>
    logged(logger, () =>
      unitOfWork.run(async (tx) => {
        const appearance = await tx.Appearance.get(input.appearanceId);
        if (!appearance) throw new CatalogueError(SegmentLogMessages.appearanceNotFound);
        return tx.Appearance.update(appearance.id, { manager: !appearance.manager });
      }),
    );
}
