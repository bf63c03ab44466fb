import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { HallOfFameEntry, YearAwards } from '../../domain/entities/owner-season';
import type { Production } from '../../domain/entities/production';
import type { Wrestler } from '../../domain/entities/wrestler';
import { isCompetitionType } from '../../domain/catalog/segment-kinds';
import { yearAwards, type SegmentFacts } from '../../domain/rules/owner/awards';
import { hallOfFameInductees } from '../../domain/rules/owner/hall-of-fame';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * Issue 18 item 5: the end of a year, read from the storage given: the year's awards over every
 * promotion's complete productions (their segments and appearances by id), and the Hall of Fame's
 * inductees. The Game record is written by the caller.
 */
export async function closeYear(
  repos: Repositories,
  game: Stored<Game>,
  year: number,
  productions: readonly Stored<Production>[],
  wrestlers: readonly Stored<Wrestler>[],
  date: string,
): Promise<{ awards: YearAwards; inductees: HallOfFameEntry[] }> {
  const allShows = await repos.Show.all();
  const shows = new Map(allShows.map((show) => [show.id, show.name]));
  const showTypes = new Map(allShows.map((show) => [show.id, show.type as string]));
  const productionName = (production: Stored<Production>): string =>
    production.name || (production.showId !== null ? shows.get(production.showId) : undefined) || `Production ${production.id}`;
  const byId = new Map(productions.map((production) => [production.id, production]));
  const owner = new Map<number, number>();
  for (const production of productions) for (const id of production.segmentIds) owner.set(id, production.id);
  const segments = (await repos.Segment.getMany([...owner.keys()])).filter((segment) => segment.complete);
  const appearances = new Map((await repos.Appearance.getMany(segments.flatMap((segment) => segment.appearanceIds))).map((a) => [a.id, a]));

  const facts: SegmentFacts[] = segments.map((segment) => {
    const cast = segment.appearanceIds.map((id) => appearances.get(id)).filter((a) => a !== undefined && !a.manager);
    const productionId = owner.get(segment.id)!;
    return {
      id: segment.id,
      productionId,
      productionName: productionName(byId.get(productionId)!),
      rating: segment.rating,
      match: isCompetitionType(segment.type),
      wrestlerIds: cast.map((a) => a!.wrestlerId),
      winnerIds: cast.filter((a) => a!.winner).map((a) => a!.wrestlerId),
      duration: segment.duration,
    };
  });
  const awards = yearAwards({
    year,
    segments: facts,
    // Issue 35: the show's type, so the award weighs the whole show (a PPV over a weekly show).
    productions: productions.map((production) => ({
      id: production.id, name: productionName(production), viewers: production.viewers,
      showType: production.showId !== null ? showTypes.get(production.showId) : undefined,
    })),
    rivalries: game.rivalries,
    names: new Map(wrestlers.map((wrestler) => [wrestler.id, wrestler.name])),
  });
  const candidates = wrestlers.map((wrestler) => ({ id: wrestler.id, name: wrestler.name, wins: wrestler.wins, retired: wrestler.retired }));
  return { awards: { year, date, awards }, inductees: hallOfFameInductees(candidates, game.hallOfFame, year) };
}
