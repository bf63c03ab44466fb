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
import { segmentDetails, type SegmentDetails } from '../segments/segment-details';

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
  return async (productionId) => {
    const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
    if (!production) return null;
    // Issue 19 (interaction-p95): the card in two reads, its segments then their appearances, rather
    // than three reads a segment one after another; every booking click reads it again.
    const [show, venue, brands, wrestlers, championships, factions, game, venues, storedSegments] = await Promise.all([
      production.showId ? repos.Show.get(production.showId) : undefined,
      production.venueId ? repos.Venue.get(production.venueId) : undefined,
      repos.Brand.getMany(production.brandIds),
      repos.Wrestler.all(),
      repos.Championship.all(),
      repos.Faction.all(),
      readGame(repos),
      repos.Venue.all(),
      repos.Segment.getMany(production.segmentIds),
    ]);
    const appearances = new Map((await repos.Appearance.getMany(storedSegments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
    const wrestlerById = new Map(wrestlers.map((w) => [w.id, w]));
    const found = new Map(storedSegments.map((segment) => [segment.id, segment]));
    // A dangling id in the running order is skipped rather than breaking the whole screen.
    const segments: SegmentDetails[] = production.segmentIds.flatMap((id) => {
      const segment = found.get(id);
      if (!segment) return [];
      return [segmentDetails(segment, segment.appearanceIds.flatMap((appearanceId) => appearances.get(appearanceId) ?? []), wrestlerById)];
    });
    const shortfalls = production.complete ? [] : cardShortfalls({ game, production, show, wrestlers, segments });
    return { production, show: show ?? null, venue: venue ?? null, venues, brands, segments, wrestlers, championships, factions, shortfalls };
  };
}
