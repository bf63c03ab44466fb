import { ErrorMessages } from '../../domain/errors';
import type { MachineUseCaseDeps } from '../deps';

/** Deletes one rumble; a missing id rejects with the catalogue's "Record with id … not found in table Rumble". */
export type RemoveRumble = (id: number) => Promise<void>;

/**
 * Deletes the rumble record only, in one unit of work (the read and the delete together, so a
 * rumble deleted twice fails the second time). A finished championship rumble keeps what it did
 * to the title: its reigns and the champion are history now, not a part of the rumble record.
 */
export function createRemoveRumble({ unitOfWork }: Pick<MachineUseCaseDeps, 'unitOfWork'>): RemoveRumble {
  return (id) =>
    unitOfWork.run(async (tx) => {
      if (!(await tx.Rumble.get(id))) throw new Error(ErrorMessages.recordNotFound(id, 'Rumble'));
      await tx.Rumble.delete(id);
    });
}
