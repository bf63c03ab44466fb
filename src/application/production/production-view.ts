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
import type { CommittedWrites, WrittenRows } from '../ports/committed-writes.port';
import { readGame } from '../game';
import { ruleSetOf } from '../../domain/entities/game';
import { homeCountryOf } from '../../domain/entities/company';
import type { RuleSet } from '../../domain/entities/enums';
import { estimateMoney, type MoneyEstimate } from './money-estimate';
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
  /**
   * The game's brands when the view was read, for the shortfalls' eligibility. No booking edit
   * changes them, so a card's refresh takes them from here instead of reading the game again
   * (issue 19: the game record is the costliest single read of a booking click).
   */
  gameBrandIds: number[];
  /** Issue 33: the rules the game plays by, and its promotion's home country, for the estimate. */
  rules: RuleSet;
  homeCountry: string;
  /** Issue 33: what Simulate will charge and earn for the card as booked (null once complete). */
  estimate: MoneyEstimate | null;
  /**
   * Issue 19 (interaction-p95): the write log's mark taken as this view was read (CommittedWrites),
   * so the refresh after an edit takes the rows written since from the log; undefined without one.
   */
  writeMark?: number;
}

export type ReadProductionView = (productionId: number) => Promise<ProductionView | null>;

/**
 * The view again after a booking edit of its card (segments, appearances, running order, venue):
 * reads the production, its segments and their appearances, and keeps the rest of `previous`
 * (roster, titles, factions, venues, brands, show), which no booking edit writes. Null when the
 * production is gone. With a write log, the rows written since `previous` was read (`writeMark`)
 * come from the log, and nothing is read when it has every row of the card.
 */
export type RefreshProductionCard = (previous: ProductionView) => Promise<ProductionView | null>;

type CardReads = Pick<Repositories, 'Segment' | 'Appearance'>;

/** Issue 33: the card's money before Simulate (money-estimate.ts); none once the show is complete. */
const estimateOf = (view: Omit<ProductionView, 'estimate'>): MoneyEstimate | null =>
  view.production.complete ? null : estimateMoney({ ...view, production: view.production });
type StoredCard = { segments: Stored<Segment>[]; appearances: Map<number, Stored<Appearance>> };

/** The card in two reads, its segments (unless already read) then their appearances, whatever its length. */
async function readCard(repos: CardReads, production: Stored<Production>, read?: Stored<Segment>[]): Promise<StoredCard> {
  const segments = read ?? (await repos.Segment.getMany(production.segmentIds));
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
export function createProductionView({ repos, writes }: { repos: Repositories; writes?: CommittedWrites }): ReadProductionView {
  return async (productionId) => {
    const writeMark = writes?.mark();
    const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
    if (!production) return null;
    // Issue 19 (interaction-p95): the card in two reads, its segments then their appearances, rather
    // than three reads a segment one after another; every booking click reads it again.
    const [show, venue, brands, wrestlers, championships, factions, game, venues, card, companies] = await Promise.all([
      production.showId ? repos.Show.get(production.showId) : undefined,
      production.venueId ? repos.Venue.get(production.venueId) : undefined,
      repos.Brand.getMany(production.brandIds),
      repos.Wrestler.all(),
      repos.Championship.all(),
      repos.Faction.all(),
      readGame(repos),
      repos.Venue.all(),
      readCard(repos, production),
      repos.Company.all(),
    ]);
    const segments = cardDetails(production, card, wrestlers);
    const shortfalls = production.complete ? [] : cardShortfalls({ game, production, show, wrestlers, segments });
    const gameBrandIds = [...(game?.brandIds ?? [])];
    const rules = ruleSetOf(game);
    const homeCountry = homeCountryOf(brands, companies);
    const read = { production, show: show ?? null, venue: venue ?? null, venues, brands, segments, wrestlers, championships, factions, shortfalls, gameBrandIds, rules, homeCountry, writeMark };
    return { ...read, estimate: estimateOf(read) };
  };
}

/** Issue 19 (interaction-p95): a booking click re-reads its card, not the roster and every list. */
export function createProductionCardRefresh({ repos, writes }: { repos: Repositories; writes?: CommittedWrites }): RefreshProductionCard {
  return async (previous) => {
    // The card from what was shown and what this app committed since (no read at all), when the
    // write log knows every row of it; otherwise from storage.
    const writeMark = writes?.mark();
    const written = previous.writeMark === undefined ? null : (writes?.since(previous.writeMark) ?? null);
    const fromLog = written ? cardFromWrites(previous, written) : null;
    const [production, card] = fromLog ?? (await readCardAgain(repos, previous));
    if (!production) return null;
    const { show, wrestlers, venues, gameBrandIds } = previous;
    const segments = cardDetails(production, card, wrestlers);
    const venue = production.venueId ? (venues.find((v) => v.id === production.venueId) ?? null) : null;
    const shortfalls = production.complete ? [] : cardShortfalls({ game: { brandIds: gameBrandIds }, production, show, wrestlers, segments });
    const next = { ...previous, production, venue, segments, shortfalls, writeMark };
    return { ...next, estimate: estimateOf(next) };
  };
}

/** The production and its card read from storage again. */
async function readCardAgain(repos: Repositories, previous: ProductionView): Promise<[Stored<Production> | undefined, StoredCard]> {
  // The card's segments are asked for with the production, by the running order on screen: most
  // edits leave it as it was, and then the card takes one round of reads fewer (issue 19).
  const [production, guessed] = await Promise.all([
    repos.Production.get(previous.production.id),
    repos.Segment.getMany(previous.production.segmentIds),
  ]);
  if (!production) return [undefined, { segments: [], appearances: new Map() }];
  const sameOrder = production.segmentIds.length === guessed.length && production.segmentIds.every((id, index) => guessed[index]?.id === id);
  return [production, await readCard(repos, production, sameOrder ? guessed : undefined)];
}

/**
 * The production and its card as `previous` showed them with the rows written since laid over
 * them; null when a row of the card is in neither (a segment or an appearance neither shown nor
 * written), or the production was deleted: then storage is read.
 */
function cardFromWrites(previous: ProductionView, written: WrittenRows): [Stored<Production>, StoredCard] | null {
  const productionRow = written.Production?.get(previous.production.id);
  if (productionRow === null) return null;
  const production = productionRow ?? previous.production;
  const shownSegments = new Map(previous.segments.map(({ segment }) => [segment.id, segment]));
  const shownAppearances = new Map<number, Stored<Appearance>>();
  for (const { appearances } of previous.segments) {
    for (const { wrestler: _wrestler, ...appearance } of appearances) shownAppearances.set(appearance.id, appearance);
  }
  const segments: Stored<Segment>[] = [];
  const appearances = new Map<number, Stored<Appearance>>();
  for (const id of production.segmentIds) {
    const row = written.Segment?.get(id);
    // A segment deleted since is skipped, like a dangling id in the running order.
    if (row === null) continue;
    const segment = row ?? shownSegments.get(id);
    if (!segment) return null;
    segments.push(segment);
    for (const appearanceId of segment.appearanceIds) {
      const appearance = written.Appearance?.get(appearanceId);
      if (appearance === null) continue;
      const found = appearance ?? shownAppearances.get(appearanceId);
      if (!found) return null;
      appearances.set(appearanceId, found);
    }
  }
  return [production, { segments, appearances }];
}
