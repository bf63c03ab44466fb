import { baseDefaults, withDefaults, type BaseRecord } from './base';

export interface Company extends BaseRecord {
  /**
   * Issue 33: the promotion's home country (its region): a show at a venue elsewhere costs travel
   * and draws by the promotion's reach there (rules/living/travel.ts). '' when unknown: no show is away.
   */
  country: string;
}

export const createCompany = (partial?: Partial<Company>): Company =>
  withDefaults<Company>({ ...baseDefaults(), country: '' }, partial);

/** The home country of the promotion owning the first of these brands that has one ('' when none is known). */
export function homeCountryOf(
  brands: readonly { companyId: number | null }[],
  companies: readonly ({ id: number } & Pick<Company, 'country'>)[],
): string {
  const companyId = brands.find((brand) => brand.companyId !== null)?.companyId;
  return companies.find((company) => company.id === companyId)?.country ?? '';
}
