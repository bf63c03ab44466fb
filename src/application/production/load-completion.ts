import { CatalogueError, WarningMessages } from '../../domain/errors';
import { startCompletionWork, type CompletionWork } from '../../domain/production/completion-work';
import type { Logger } from '../ports/logger.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { homeCountryOf } from '../../domain/entities/company';
import type { Stored } from '../../domain/entities/base';
import { isLiving, type Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import { readRivalries } from '../../domain/entities/rivalry';
import { runInBystanders, type RunInBystander } from '../../domain/rules/living/run-ins';
import { eligibilityBrands } from '../../domain/rules/random-match';

/**
 * Issue 35 item 2 (living rules): who could run in during this card's matches: the roster of its
 * brands off this card and off every other card of its night (runInBystanders). Undefined on a
 * classic game, or a card with no match to run in on.
 */
async function bystandersOf(repos: Repositories, production: Stored<Production>, game: Stored<Game> | undefined, cardIds: readonly number[]): Promise<RunInBystander[] | undefined> {
  if (!game || !isLiving(game) || cardIds.length < 2) return undefined;
  const [roster, night] = await Promise.all([repos.Wrestler.all(), repos.Production.findBy('date', production.date)]);
  const others = night.filter((p) => p.id !== production.id);
  const segments = others.length === 0 ? [] : await repos.Segment.getMany(unique(others.flatMap((p) => p.segmentIds)));
  const appearances = segments.length === 0 ? [] : await repos.Appearance.getMany(unique(segments.flatMap((s) => s.appearanceIds)));
  return runInBystanders(roster, {
    date: production.date,
    brandIds: eligibilityBrands(production.brandIds, game.brandIds),
    bookedIds: new Set([...cardIds, ...appearances.map((a) => a.wrestlerId)]),
    cardIds: new Set(cardIds),
    rivalries: readRivalries(game.rivalries),
  });
}

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/**
 * SPEC §4 step 1: the production, its show, brands, segments in running order with their
 * appearances and wrestlers, the titles they carry with their open reigns, and the Game record.
 */
export async function loadCompletionWork(
  repos: Repositories,
  productionId: number,
  seed: number,
  logger: Logger,
): Promise<CompletionWork> {
  const production = await repos.Production.get(productionId);
  if (!production) throw new CatalogueError(WarningMessages.productionNotFound);
  const [show, game, brands, segments, venue] = await Promise.all([
    production.showId === null ? undefined : repos.Show.get(production.showId),
    readGame(repos),
    repos.Brand.getMany(unique(production.brandIds)),
    repos.Segment.getMany(unique(production.segmentIds)),
    production.venueId ? repos.Venue.get(production.venueId) : undefined,
  ]);
  if (segments.length === 0) logger.warn(WarningMessages.segmentsNotFound, { productionId });
  const championshipIds = unique(segments.flatMap((s) => s.championshipIds));
  // The titles' reigns are asked for with the titles themselves (one round trip less, issue 8).
  // Issue 33: the promotion's home, for a show away from it (travel, and the crowd's reach there).
  const companyId = brands.find((brand) => brand.companyId !== null)?.companyId ?? null;
  const [appearances, championships, reignsByTitle, company] = await Promise.all([
    repos.Appearance.getMany(unique(segments.flatMap((s) => s.appearanceIds))),
    repos.Championship.getMany(championshipIds),
    Promise.all(championshipIds.map((id) => repos.Reign.findBy('championshipId', id))),
    companyId === null ? undefined : repos.Company.get(companyId),
  ]);
  const cardIds = unique(appearances.map((a) => a.wrestlerId));
  const [wrestlers, bystanders] = await Promise.all([repos.Wrestler.getMany(cardIds), bystandersOf(repos, production, game, cardIds)]);
  // Reigns of titles that exist, in the order the titles were found (as reading them after the titles did).
  const reigns = championships.map((c) => reignsByTitle[championshipIds.indexOf(c.id)]);
  return startCompletionWork(
    {
      production,
      show: show ?? null,
      game: game ?? null,
      brands,
      segments,
      appearances,
      wrestlers,
      championships,
      reigns: reigns.flat().filter((reign) => reign.endDate === null),
      venue: venue ?? null,
      homeCountry: company ? homeCountryOf(brands, [company]) : '',
      ...(bystanders ? { bystanders } : {}),
    },
    seed,
  );
}
