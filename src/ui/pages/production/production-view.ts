import type { AppServices } from '../../../application/services';
import type { SegmentDetails } from '../../../application/segments';
import { kindOrDefault } from '../../../domain/catalog/segment-kinds';
import type { Stored } from '../../../domain/entities/base';
import type { Brand } from '../../../domain/entities/brand';
import type { Championship } from '../../../domain/entities/championship';
import type { Faction } from '../../../domain/entities/faction';
import type { Production } from '../../../domain/entities/production';
import type { Show } from '../../../domain/entities/show';
import type { Venue } from '../../../domain/entities/venue';
import type { Wrestler } from '../../../domain/entities/wrestler';

/** Everything the production screen shows and edits, read in one go. */
export interface ProductionView {
  production: Stored<Production>;
  show: Stored<Show> | null;
  venue: Stored<Venue> | null;
  brands: Stored<Brand>[];
  /** In running order. */
  segments: SegmentDetails[];
  /** The whole roster: names for results, candidates for the picker. */
  wrestlers: Stored<Wrestler>[];
  championships: Stored<Championship>[];
  factions: Stored<Faction>[];
}

/** Reads the production and what its editor needs; null when there is no such production. */
export async function loadProductionView(services: Pick<AppServices, 'repos' | 'segments'>, productionId: number): Promise<ProductionView | null> {
  const { repos, segments: segmentServices } = services;
  const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
  if (!production) return null;
  const [show, venue, brands, wrestlers, championships, factions] = await Promise.all([
    production.showId ? repos.Show.get(production.showId) : undefined,
    production.venueId ? repos.Venue.get(production.venueId) : undefined,
    repos.Brand.getMany(production.brandIds),
    repos.Wrestler.all(),
    repos.Championship.all(),
    repos.Faction.all(),
  ]);
  // A dangling id in the running order is skipped rather than breaking the whole screen.
  const segments: SegmentDetails[] = [];
  for (const id of production.segmentIds) {
    try {
      segments.push(await segmentServices.load(id));
    } catch {
      /* deleted elsewhere */
    }
  }
  return { production, show: show ?? null, venue: venue ?? null, brands, segments, wrestlers, championships, factions };
}

export interface CardTotals {
  wrestlers: number;
  segments: number;
  production: number;
  total: number;
  /** Seconds. */
  duration: number;
}

/** SPEC §9 "Finance" outgoings as booked so far, and the running time of the card. */
export function cardTotals(view: Pick<ProductionView, 'production' | 'segments'>): CardTotals {
  const wrestlers = view.segments.reduce((sum, s) => sum + s.appearances.reduce((a, appearance) => a + appearance.cost, 0), 0);
  const segments = view.segments.reduce((sum, s) => sum + kindOrDefault(s.segment.type).cost, 0);
  const production = view.production.cost;
  const duration = view.segments.reduce((sum, s) => sum + (s.segment.duration > 0 ? s.segment.duration : 0), 0);
  return { wrestlers, segments, production, total: wrestlers + segments + production, duration };
}

/** Segments "Randomise all" fills: competitions (and undecided plain segments) with nobody in them. */
export const emptyCompetitionSegments = (segments: readonly SegmentDetails[]): SegmentDetails[] =>
  segments.filter(({ segment, kind }) => (kind.competition || segment.type === 'DEFAULT') && segment.appearanceIds.length === 0);

/** Segments a random match can fill: competitions and undecided plain segments. */
export const canRandomise = ({ segment, kind }: Pick<SegmentDetails, 'segment' | 'kind'>): boolean =>
  kind.competition || segment.type === 'DEFAULT';
