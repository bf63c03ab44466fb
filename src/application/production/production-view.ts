import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Championship } from '../../domain/entities/championship';
import type { Faction } from '../../domain/entities/faction';
import type { Appearance } from '../../domain/entities/appearance';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
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

/**
 * The view again after a booking edit of its card (segments, appearances, running order, venue):
 * reads the production, its segments and their appearances, and keeps the rest of `previous`
 * (roster, titles, factions, venues, brands, show), which no booking edit writes. Null when the
 * production is gone.
 */
export type RefreshProductionCard = (previous: ProductionView) => Promise<ProductionView | null>;

type CardReads = Pick<Repositories, 'Segment' | 'Appearance'>;
type StoredCard = { segments: Stored<Segment>[]; appearances: Map<number, Stored<Appearance>> };

/** The card in two reads, its segments then their appearances, whatever its length. */
async function readCard(repos: CardReads, production: Stored<Production>): Promise<StoredCard> {
  const segments = await repos.Segment.getMany(production.segmentIds);
  const appearances = await repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
  return { segments, appearances: new Map(appearances.map((a) => [a.id, a])) };
}

/** The card's segments in running order, each with its appearances and their wrestlers. */
function cardDetails(production: Stored<Production>, card: StoredCard, wrestlers: readonly Stored<Wrestler>[]): SegmentDetails[] {
  const wrestlerById = new Map(wrestlers.map((w) => [w.id, w]));
  const found = new Map(card.segments.map((segment) => [segment.id, segment]));
  // A dangling id in the running order is skipped rather than breaking the whole screen.
  return production.segmentIds.flatMap((id) => {
    const segment = found.get(id);
    if (!segment) return [];
    return [segmentDetails(segment, segment.appearanceIds.flatMap((appearanceId) => card.appearances.get(appearanceId) ?? []), wrestlerById)];
  });
}

/** The production and what its editor needs; null when there is no such production. */
export function createProductionView({ repos }: { repos: Repositories }): ReadProductionView {
  return async (productionId) => {
    const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
    if (!production) return null;
    // Issue 19 (interaction-p95): the card in two reads, its segments then their appearances, rather
    // than three reads a segment one after another; every booking click reads it again.
    const [show, venue, brands, wrestlers, championships, factions, game, venues, card] = await Promise.all([
      production.showId ? repos.Show.get(production.showId) : undefined,
      production.venueId ? repos.Venue.get(production.venueId) : undefined,
      repos.Brand.getMany(production.brandIds),
      repos.Wrestler.all(),
      repos.Championship.all(),
      repos.Faction.all(),
      readGame(repos),
      repos.Venue.all(),
      readCard(repos, production),
    ]);
    const segments = cardDetails(production, card, wrestlers);
    const shortfalls = production.complete ? [] : cardShortfalls({ game, production, show, wrestlers, segments });
    return { production, show: show ?? null, venue: venue ?? null, venues, brands, segments, wrestlers, championships, factions, shortfalls };
  };
}

/**
 * The card of `production` from reads made before its record came back, guessed from the card on
 * screen: what the guess missed (segments the running order gained, appearances an edit added) is
 * read now. An id that was asked for and not found is not there, as a read after it would say.
 */
async function cardFromGuess(repos: CardReads, production: Stored<Production>, guess: { segmentIds: Set<number>; segments: Stored<Segment>[]; appearanceIds: Set<number>; appearances: Stored<Appearance>[] }): Promise<StoredCard> {
  const segments = production.segmentIds.every((id) => guess.segmentIds.has(id)) ? guess.segments : await repos.Segment.getMany(production.segmentIds);
  const missing = segments.flatMap((s) => s.appearanceIds).filter((id) => !guess.appearanceIds.has(id));
  const appearances = missing.length === 0 ? guess.appearances : [...guess.appearances, ...(await repos.Appearance.getMany([...new Set(missing)]))];
  return { segments, appearances: new Map(appearances.map((a) => [a.id, a])) };
}

/**
 * Issue 19 (interaction-p95): a booking click re-reads its card, not the roster and every list; and
 * in one round of reads where it can: the production, the segments and appearances the card on screen
 * holds and the game are asked for together (a booking click seldom changes which segments the card
 * has), then only what that guess missed. Three rounds one after another before.
 */
export function createProductionCardRefresh({ repos }: { repos: Repositories }): RefreshProductionCard {
  return async (previous) => {
    const segmentIds = new Set(previous.production.segmentIds);
    const appearanceIds = new Set(previous.segments.flatMap((details) => details.segment.appearanceIds));
    const [production, segments, appearances, game] = await Promise.all([
      repos.Production.get(previous.production.id),
      repos.Segment.getMany([...segmentIds]),
      repos.Appearance.getMany([...appearanceIds]),
      readGame(repos),
    ]);
    if (!production) return null;
    const card = await cardFromGuess(repos, production, { segmentIds, segments, appearanceIds, appearances });
    const { show, wrestlers, venues } = previous;
    const details = cardDetails(production, card, wrestlers);
    const venue = production.venueId ? (venues.find((v) => v.id === production.venueId) ?? null) : null;
    const shortfalls = production.complete ? [] : cardShortfalls({ game, production, show, wrestlers, segments: details });
    return { ...previous, production, venue, segments: details, shortfalls };
  };
}
