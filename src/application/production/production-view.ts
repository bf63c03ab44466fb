import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Championship } from '../../domain/entities/championship';
import type { Faction } from '../../domain/entities/faction';
import type { Production } from '../../domain/entities/production';
import type { Show } from '../../domain/entities/show';
import type { Venue } from '../../domain/entities/venue';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { cardShortfalls, type SegmentShortfall } from '../segments/card-shortfalls';
import { createLoadSegment, type SegmentDetails } from '../segments/segment-details';

/** Everything the production screen shows and edits, read in one go. */
export interface ProductionView {
  production: Stored<Production>;
  show: Stored<Show> | null;
  venue: Stored<Venue> | null;
  /** Issue 15: every venue, for the picker (active ones first is the screen's choice). */
  venues: Stored<Venue>[];
  brands: Stored<Brand>[];
  /** In running order. */
  segments: SegmentDetails[];
  /** The whole roster: names for results, candidates for the picker. */
  wrestlers: Stored<Wrestler>[];
  championships: Stored<Championship>[];
  factions: Stored<Faction>[];
  /** Drawn segments without the competitors they need, and why (none once the show is complete). */
  shortfalls: SegmentShortfall[];
}

export type ReadProductionView = (productionId: number) => Promise<ProductionView | null>;

/** The production and what its editor needs; null when there is no such production. */
export function createProductionView({ repos }: { repos: Repositories }): ReadProductionView {
  const loadSegment = createLoadSegment({ repos });
  return async (productionId) => {
    const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
    if (!production) return null;
    const [show, venue, brands, wrestlers, championships, factions, game, venues] = await Promise.all([
      production.showId ? repos.Show.get(production.showId) : undefined,
      production.venueId ? repos.Venue.get(production.venueId) : undefined,
      repos.Brand.getMany(production.brandIds),
      repos.Wrestler.all(),
      repos.Championship.all(),
      repos.Faction.all(),
      readGame(repos),
      repos.Venue.all(),
    ]);
    // A dangling id in the running order is skipped rather than breaking the whole screen.
    const segments: SegmentDetails[] = [];
    for (const id of production.segmentIds) {
      try {
        segments.push(await loadSegment(id));
      } catch {
        /* deleted elsewhere */
      }
    }
    const shortfalls = production.complete ? [] : cardShortfalls({ game, production, show, wrestlers, segments });
    return { production, show: show ?? null, venue: venue ?? null, venues, brands, segments, wrestlers, championships, factions, shortfalls };
  };
}
