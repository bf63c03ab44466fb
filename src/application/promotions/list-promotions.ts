import { companyOfWrestler, playerCompanyOf, rivalCompanyIds } from '../../domain/entities/promotion';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** One promotion as lists show it. */
export interface PromotionSummary {
  companyId: number;
  name: string;
  brandIds: number[];
  brandNames: string[];
  /** The player runs it. */
  player: boolean;
  /** The game runs it against the player (living rules and a chosen promotion). */
  rival: boolean;
  /** Sum of its brands' balances. */
  balance: number;
  /** Wrestlers working for it. */
  rosterSize: number;
  /** Nights of the ratings war it won (every year tallied); null before any night was scored. */
  nightsWon: number | null;
}

/** Every company that owns a brand, in id order, with who runs it. */
export const createListPromotions = ({ repos }: Pick<UseCaseDeps, 'repos'>) => async (): Promise<PromotionSummary[]> => {
  const [game, companies, brands, wrestlers] = await Promise.all([readGame(repos), repos.Company.all(), repos.Brand.all(), repos.Wrestler.all()]);
  const player = playerCompanyOf(game);
  const rivals = new Set(game ? rivalCompanyIds(game, brands) : []);
  const rosters = new Map<number, number>();
  for (const wrestler of wrestlers) {
    const company = companyOfWrestler(wrestler, brands);
    if (company !== null) rosters.set(company, (rosters.get(company) ?? 0) + 1);
  }
  const tally = game?.warTally ?? [];
  const nightsWon = (companyId: number): number | null =>
    tally.length === 0 ? null : tally.reduce((sum, year) => sum + (year.wonBy[String(companyId)] ?? 0), 0);
  return companies
    .map((company) => {
      const own = brands.filter((brand) => brand.companyId === company.id).sort((a, b) => a.id - b.id);
      return {
        companyId: company.id,
        name: company.name,
        brandIds: own.map((brand) => brand.id),
        brandNames: own.map((brand) => brand.name),
        player: player === company.id,
        rival: rivals.has(company.id),
        balance: own.reduce((sum, brand) => sum + brand.balance, 0),
        rosterSize: rosters.get(company.id) ?? 0,
        nightsWon: nightsWon(company.id),
      };
    })
    .filter((promotion) => promotion.brandIds.length > 0)
    .sort((a, b) => a.companyId - b.companyId);
};
