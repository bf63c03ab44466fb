import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { emptySegmentsFor, newProductionFor } from '../../domain/production/new-production';
import { defaultVenueId } from '../../domain/rules/default-venue';
import { defaultSegmentCount, productionFor } from '../../domain/rules/schedule';
import { cardSizeForSlot } from '../../domain/rules/living/segment-length';
import type { Wrestler } from '../../domain/entities/wrestler';
import { canCompete } from '../../domain/rules/roster';
import { fitToBook } from '../../domain/rules/living/fitness';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { isLiving } from '../../domain/entities/game';
import { homeCountryOf } from '../../domain/entities/company';
import { homeDefaultVenueId } from '../../domain/rules/living/travel';
import { promotionOf, venuesHeldByOthers } from '../../domain/rules/living/homes';

/** Wrestlers who can compete for a show of these brands on `date` (any brand's when it has none): the card's cap. */
const fitRoster = (wrestlers: readonly Wrestler[], brandIds: readonly number[], date: string): number =>
  wrestlers.filter((w) => canCompete(w) && fitToBook(w, date) && (brandIds.length === 0 || w.brandIds.some((id) => brandIds.includes(id)))).length;

export interface CreateProductionInput {
  showId: number;
  /** The show occurrence's calendar day, ISO-8601. */
  date: IsoDate;
}

/** The production of a show on a date, created with its empty segments and default venue the first time. */
export type CreateProduction = (input: CreateProductionInput) => Promise<Stored<Production>>;

/**
 * One production per show per calendar day (SPEC §2): the look-up and the creation run in one
 * transaction, so two clicks (or two tabs) at once still make one production.
 * Rejects `Record with id {id} not found in table Show` for an unknown show.
 */
export function createCreateProduction({ unitOfWork }: { unitOfWork: UnitOfWork }): CreateProduction {
  return ({ showId, date }) =>
    unitOfWork.run(async (tx) => {
      // The productions of that day, through the date index (a show has one a week, a day a handful);
      // a stored date may carry a time of day, hence the upper bound.
      const day = date.slice(0, 10);
      const [show, productionsOfDay] = await Promise.all([tx.Show.get(showId), tx.Production.findBetween('date', day, `${day}\uffff`)]);
      if (!show) throw new CatalogueError(ErrorMessages.recordNotFound(showId, 'Show'));
      const existing = productionFor(productionsOfDay, showId, date);
      if (existing) return existing;
      // Issue 35: the brands of the day's other productions too, to know whose building is whose.
      const brandIds = [...new Set([...show.brandIds, ...productionsOfDay.flatMap((production) => production.brandIds)])];
      const [allBrands, venues, game] = await Promise.all([tx.Brand.getMany(brandIds), tx.Venue.all(), readGame(tx)]);
      const brands = show.brandIds.flatMap((id) => allBrands.filter((brand) => brand.id === id));
      // Issue 35 item 1: a living card starts with the segments that can fill its show's slot, as
      // many as the fit roster of its brands can fill.
      const sized = isLiving(game)
        ? { ...show, defaultAmountSegments: cardSizeForSlot(show.maxDuration, defaultSegmentCount(show), fitRoster(await tx.Wrestler.all(), show.brandIds, day)) }
        : show;
      const segments = await tx.Segment.bulkCreate(emptySegmentsFor(sized, date));
      // Issue 15: a new production books the default venue for its show and brands; issue 33: under
      // living rules, one at the promotion's home when there is one; issue 35: never a building
      // another promotion's production holds that day.
      const companyId = promotionOf(show.brandIds, brands);
      const company = isLiving(game) && companyId !== null ? await tx.Company.get(companyId) : undefined;
      const held = isLiving(game) ? new Set(venuesHeldByOthers(productionsOfDay, allBrands, companyId).keys()) : new Set<number>();
      const venueId = company
        ? homeDefaultVenueId(show, brands, venues, homeCountryOf(brands, [company]), held)
        : defaultVenueId(show, brands, venues.filter((venue) => !held.has(venue.id)));
      return tx.Production.create({ ...newProductionFor(show, date, segments.map((segment) => segment.id)), venueId });
    });
}
