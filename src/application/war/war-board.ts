import { addDays, sundayOf } from '../../domain/dates';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { hasRivals, playerCompanyOf, rivalCompanyIds } from '../../domain/entities/promotion';
import { readTallies } from '../../domain/rules/living/war-tally';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';

/** One show of a night in the war table (a show of the player's not played: share and viewers null). */
export interface WarShowRow {
  productionId: number | null;
  showId: number;
  show: string;
  companyId: number;
  promotion: string;
  share: number | null;
  viewers: number | null;
  /** Issue 35: the card's rating that night in stars (null: not played, or not kept). */
  stars: number | null;
  won: boolean;
  player: boolean;
}

export interface WarNightRow {
  night: IsoDate;
  /** The Sunday of its week. */
  week: IsoDate;
  shows: WarShowRow[];
  winnerCompanyId: number;
  winner: string;
  /** The player's show of the night was not played. */
  forfeit: boolean;
  /** Issue 35: the show with fewer viewers won the night. */
  upset: boolean;
  /** Issue 35: why the night went as it did (null: a night scored before the reason was kept). */
  reason: string | null;
}

export interface WarStanding {
  companyId: number;
  promotion: string;
  nights: number;
  /** Share of the year's contested nights won, 0..1 (0 with no night yet). */
  share: number;
  player: boolean;
}

/** Nights won by one promotion, added up week by week through the year. */
export interface WarSeries {
  companyId: number;
  promotion: string;
  points: { week: IsoDate; won: number }[];
}

export interface WarBoard {
  /** false: the player runs every promotion (nothing to fight). */
  rivals: boolean;
  year: number;
  /** Newest first: every contested night of the last `weeks` weeks. */
  nights: WarNightRow[];
  season: { year: number; nights: number; standings: WarStanding[] };
  chart: WarSeries[];
}

/** A card's stars as kept at completion (null for one completed before they were kept). */
const starsOf = (production: Pick<Production, 'cardRating'>): number | null =>
  typeof production.cardRating === 'number' && Number.isFinite(production.cardRating) ? production.cardRating : null;

/** The ratings war for the office and `/ratings`: the last `weeks` weeks' nights, the year's standings and chart. */
export async function readWarBoard(repos: Repositories, weeks: number): Promise<WarBoard> {
  const game = await readGame(repos);
  const year = Number((game?.date ?? '1970').slice(0, 4));
  const empty: WarBoard = { rivals: false, year, nights: [], season: { year, nights: 0, standings: [] }, chart: [] };
  if (!game || !hasRivals(game)) return empty;
  const thisWeek = sundayOf(game.date);
  const [from, yearStart, last] = [addDays(thisWeek, -7 * Math.max(0, weeks - 1)), `${year}-01-01`, addDays(thisWeek, 6)];
  const [companies, shows, brands, found] = await Promise.all([
    repos.Company.all(),
    repos.Show.all(),
    repos.Brand.all(),
    repos.Production.findBetween('date', from < yearStart ? from : yearStart, `${last}\uffff`),
  ]);
  const player = playerCompanyOf(game);
  const name = (id: number): string => companies.find((c) => c.id === id)?.name ?? `Promotion ${id}`;
  const showName = (id: number | null): string => shows.find((s) => s.id === id)?.name ?? 'A show';
  const scored = found.filter((p): p is Stored<Production> & { war: NonNullable<Production['war']> } => p.war !== null && typeof p.war === 'object');

  const byNight = new Map<IsoDate, typeof scored>();
  for (const p of scored) byNight.set(p.war.night, [...(byNight.get(p.war.night) ?? []), p]);
  const nights: WarNightRow[] = [...byNight.entries()]
    .filter(([night]) => night >= from && night <= last)
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([night, played]) => {
      const rows: WarShowRow[] = played
        .sort((a, b) => b.war.share - a.war.share || a.id - b.id)
        .map((p) => ({
          productionId: p.id, showId: p.showId ?? 0, show: showName(p.showId), companyId: p.war.companyId, promotion: name(p.war.companyId),
          share: p.war.share, viewers: p.viewers, stars: starsOf(p), won: p.war.won, player: p.war.companyId === player,
        }));
      const absent = [...new Set(played.flatMap((p) => p.war.absentShowIds ?? []))];
      for (const showId of absent) {
        rows.push({ productionId: null, showId, show: showName(showId), companyId: player ?? 0, promotion: name(player ?? 0), share: null, viewers: null, stars: null, won: false, player: true });
      }
      const winner = played.find((p) => p.war.won)?.war.companyId ?? rows[0].companyId;
      // Old records (scored before issue 35) keep what they have: no reason, no upset named.
      const reason = played.map((p) => p.war.reason).find((r) => typeof r === 'string' && r !== '') ?? null;
      const upset = played.some((p) => p.war.upset === true);
      return { night, week: sundayOf(night), shows: rows, winnerCompanyId: winner, winner: name(winner), forfeit: absent.length > 0, upset, reason };
    });

  const tally = readTallies(game.warTally).find((t) => t.year === year) ?? { year, nights: 0, wonBy: {} };
  const contenders = [...new Set([...(player === null ? [] : [player]), ...rivalCompanyIds(game, brands), ...Object.keys(tally.wonBy).map(Number)])];
  const standings = contenders
    .map((companyId) => {
      const won = tally.wonBy[String(companyId)] ?? 0;
      return { companyId, promotion: name(companyId), nights: won, share: tally.nights > 0 ? won / tally.nights : 0, player: companyId === player };
    })
    .sort((a, b) => b.nights - a.nights || a.companyId - b.companyId);

  // The chart: nights won, added up week by week, from the year's first contested week.
  const winners = scored.filter((p) => p.war.won && p.war.night >= yearStart && p.war.night <= last);
  const weeksOfYear = [...new Set(winners.map((p) => sundayOf(p.war.night)))].sort();
  const chart: WarSeries[] = standings.map((s) => {
    let won = 0;
    const points = weeksOfYear.map((week) => {
      won += winners.filter((p) => p.war.companyId === s.companyId && sundayOf(p.war.night) === week).length;
      return { week, won };
    });
    return { companyId: s.companyId, promotion: s.promotion, points };
  });
  return { rivals: true, year, nights, season: { year, nights: tally.nights, standings }, chart };
}
