import { addDays } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';
import { brandIdsOfCompany, companyOfShow, companyOfWrestler, playerCompanyOf, rivalCompanyIds } from '../../domain/entities/promotion';
import { showsOnDate } from '../../domain/rules/schedule';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** How far back the page looks for completed shows, and how many it lists. */
export const RECENT_WINDOW_DAYS = 182;
export const RECENT_SHOWS = 10;
/** How far ahead it lists the calendar's shows. */
export const UPCOMING_DAYS = 14;

export interface PromotionPage {
  companyId: number;
  name: string;
  desc: string;
  color: string;
  backgroundColor: string;
  player: boolean;
  rival: boolean;
  brands: { id: number; name: string; balance: number }[];
  /** Sum of its brands' balances. */
  balance: number;
  /** Its wrestlers (first brand's company), most popular first. */
  roster: { id: number; name: string; popularity: number }[];
  /** `holderPeople`: the holders by id and name (issue 35: each links to their page). */
  champions: { championshipId: number; title: string; holders: string[]; holderPeople: { id: number; name: string }[] }[];
  /** Its completed shows, newest first (the last RECENT_SHOWS within RECENT_WINDOW_DAYS). */
  recent: { productionId: number; show: string; date: IsoDate; viewers: number; attendance: number; wonNight: boolean | null }[];
  /** Its shows on the calendar from the game's date for UPCOMING_DAYS. */
  upcoming: { showId: number; show: string; date: IsoDate }[];
}

/**
 * `/promotions/:companyId`: one promotion, the player's or a rival's, read-only. Productions are
 * read through the date index over a bounded window (issue 19), never the whole table.
 */
export const createPromotionPage = ({ repos }: Pick<UseCaseDeps, 'repos'>) => async (companyId: number): Promise<PromotionPage | null> => {
  const [game, company, brands] = await Promise.all([readGame(repos), repos.Company.get(companyId), repos.Brand.all()]);
  if (!game || !company) return null;
  const own = new Set(brandIdsOfCompany(companyId, brands));
  if (own.size === 0) return null;
  const [wrestlers, championships, shows, productions] = await Promise.all([
    repos.Wrestler.all(),
    repos.Championship.all(),
    repos.Show.all(),
    repos.Production.findBetween('date', addDays(game.date, -RECENT_WINDOW_DAYS), game.date),
  ]);
  const names = new Map(wrestlers.map((w) => [w.id, w.name]));
  const showNames = new Map(shows.map((s) => [s.id, s.name]));
  const ownBrands = brands.filter((b) => own.has(b.id)).sort((a, b) => a.id - b.id);
  const recent = productions
    .filter((p) => p.complete && companyOfShow(p, game, brands) === companyId)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .slice(0, RECENT_SHOWS)
    .map((p) => ({
      productionId: p.id,
      show: (p.showId !== null && showNames.get(p.showId)) || 'Show',
      date: p.date,
      viewers: p.viewers,
      attendance: p.attendance,
      wonNight: p.war ? p.war.won : null,
    }));
  const ownShows = shows.filter((s) => companyOfShow(s, game, brands) === companyId);
  const upcoming = Array.from({ length: UPCOMING_DAYS }, (_, i) => addDays(game.date, i)).flatMap((date) =>
    showsOnDate(ownShows, date).map((s) => ({ showId: s.id, show: s.name, date })),
  );
  return {
    companyId,
    name: company.name,
    desc: company.desc,
    color: company.color,
    backgroundColor: company.backgroundColor,
    player: playerCompanyOf(game) === companyId,
    rival: rivalCompanyIds(game, brands).includes(companyId),
    brands: ownBrands.map((b) => ({ id: b.id, name: b.name, balance: b.balance })),
    balance: ownBrands.reduce((sum, b) => sum + b.balance, 0),
    roster: wrestlers
      .filter((w) => companyOfWrestler(w, brands) === companyId)
      .sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name))
      .map((w) => ({ id: w.id, name: w.name, popularity: w.popularity })),
    champions: championships
      .filter((c) => c.active && c.wrestlerIds.length > 0 && c.brandIds.some((id) => own.has(id)))
      .sort((a, b) => a.rank - b.rank || a.id - b.id)
      .map((c) => ({
        championshipId: c.id,
        title: c.name,
        holders: c.wrestlerIds.map((id) => names.get(id) ?? 'Unknown'),
        holderPeople: c.wrestlerIds.map((id) => ({ id, name: names.get(id) ?? 'Unknown' })),
      })),
    recent,
    upcoming,
  };
};
