import { Alignment } from '../../domain/entities/enums';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';

/** What a change of alignment did, for the screen to announce. */
export interface AlignmentChange {
  wrestlerId: number;
  name: string;
  from: Alignment;
  to: Alignment;
}

const ALIGNMENT_VALUES: readonly string[] = Object.values(Alignment);

/**
 * The player turns a wrestler: face to heel (GOOD to BAD), heel to face, or either to NEUTRAL.
 * Read and write share one unit of work, so two quick clicks never act on a stale alignment.
 */
export function createSetAlignment({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return (wrestlerId: number, to: Alignment): Promise<AlignmentChange> =>
    unitOfWork.run(async (tx) => {
      if (!ALIGNMENT_VALUES.includes(to)) throw new Error(`Unknown alignment: ${String(to)}`);
      const wrestler = await tx.Wrestler.get(wrestlerId);
      if (!wrestler) throw new CatalogueError(ErrorMessages.recordNotFound(wrestlerId, 'Wrestler'));
      const change = { wrestlerId, name: wrestler.name, from: wrestler.alignment, to };
      // Setting the alignment a wrestler already has writes nothing.
      if (wrestler.alignment !== to) await tx.Wrestler.update(wrestlerId, { alignment: to });
      return change;
    });
}
