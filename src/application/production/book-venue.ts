import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Venue } from '../../domain/entities/venue';
import { CatalogueError, ErrorMessages, VenueMessages } from '../../domain/errors';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { isRecordId } from '../../domain/entities/record-ids';
import { venueChoiceProblem } from '../../domain/rules/venue-choice';
import { isLiving } from '../../domain/entities/game';
import { promotionOf, venuesHeldByOthers } from '../../domain/rules/living/homes';
import { readGame } from '../game';

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
      // Issue 35 (living rules): a building another promotion holds that night is refused, naming its show.
      if (venue && venueId !== production.venueId) {
        const rival = await heldByRival(tx, production, venue);
        if (rival) throw new CatalogueError(rival);
      }
      return tx.Production.update(productionId, { venueId });
    });
}

/** The refusal when another promotion's production holds this venue on the production's day (living rules), or null. */
async function heldByRival(tx: Repositories, production: Stored<Production>, venue: Stored<Venue>): Promise<string | null> {
  const game = await readGame(tx);
  if (!isLiving(game)) return null;
  const day = production.date.slice(0, 10);
  const productionsOfDay = await tx.Production.findBetween('date', day, `${day}\uffff`);
  const brands = await tx.Brand.getMany([...new Set([...production.brandIds, ...productionsOfDay.flatMap((p) => p.brandIds)])]);
  const holder = venuesHeldByOthers(productionsOfDay, brands, promotionOf(production.brandIds, brands), production.id).get(venue.id);
  if (!holder) return null;
  const companyId = promotionOf(holder.brandIds, brands);
  const [show, company] = await Promise.all([
    holder.showId === null ? undefined : tx.Show.get(holder.showId),
    companyId === null ? undefined : tx.Company.get(companyId),
  ]);
  return VenueMessages.heldByRival(venue.name, show?.name ?? holder.name, company?.name ?? '', day);
}
