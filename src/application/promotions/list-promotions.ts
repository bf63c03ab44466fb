import { playerCompanyOf, rivalCompanyIds } from '../../domain/entities/promotion';
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
}

/** Every company that owns a brand, in id order, with who runs it. */
export const createListPromotions = ({ repos }: Pick<UseCaseDeps, 'repos'>) => async (): Promise<PromotionSummary[]> => {
  const [game, companies, brands] = await Promise.all([readGame(repos), repos.Company.all(), repos.Brand.all()]);
  const player = playerCompanyOf(game);
  const rivals = new Set(game ? rivalCompanyIds(game, brands) : []);
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
      };
    })
    .filter((promotion) => promotion.brandIds.length > 0)
    .sort((a, b) => a.companyId - b.companyId);
};
