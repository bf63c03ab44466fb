import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { isRecordId } from '../../domain/entities/record-ids';
import { venueChoiceProblem } from '../../domain/rules/venue-choice';

/** Issue 15: the venue a production is held at (null: none); refused once it is complete. */
export type BookVenue = (productionId: number, venueId: number | null) => Promise<Stored<Production>>;

export const VENUE_AFTER_COMPLETION = 'This production is complete: its venue can no longer change.';

/** Books the venue in one transaction; an unknown production is refused by name, a venue gone or closed in words. */
export function createBookVenue({ unitOfWork }: { unitOfWork: UnitOfWork }): BookVenue {
  return (productionId, venueId) =>
    unitOfWork.run(async (tx) => {
      const production = await tx.Production.get(productionId);
      if (!production) throw new CatalogueError(ErrorMessages.recordNotFound(productionId, 'Production'));
      if (production.complete) throw new CatalogueError(VENUE_AFTER_COMPLETION);
      // Issue 34: a venue gone or closed since the list was read is refused in the picker's words.
      const venue = venueId === null || !isRecordId(venueId) ? undefined : await tx.Venue.get(venueId);
      const problem = venueChoiceProblem(venueId, venue, production.venueId);
      if (problem) throw new CatalogueError(problem);
      return tx.Production.update(productionId, { venueId });
    });
}
