import type { TableName } from '../../domain/entities/tables';
import type { SeedSource } from '../ports/seed-source.port';

/** A brand the player may choose to run, read from the seed before it is loaded. */
export interface BrandChoice {
  id: number;
  name: string;
  desc: string;
  /** The company the brand belongs to, '' when the seed names none. */
  company: string;
  /** Issue 18: that company's seed id (the promotion a new game may run), null for none. */
  companyId: number | null;
  color: string;
  backgroundColor: string;
}

/** What one importable group brings: its tables with the number of seed records in each. */
export interface SeedGroupInfo {
  group: string;
  tables: { table: TableName; count: number }[];
}

/** Read-only views of the seed for the setup and import screens. */
export function createSeedCatalogue(seed: SeedSource) {
  return {
    async brandChoices(): Promise<BrandChoice[]> {
      const { Brand = [], Company = [] } = await seed.world();
      const companyName = new Map(Company.map((company) => [company.id, company.name]));
      return Brand.map((brand) => ({
        id: brand.id,
        name: brand.name,
        desc: brand.desc,
        company: (brand.companyId !== null && companyName.get(brand.companyId)) || '',
        companyId: brand.companyId !== null && companyName.has(brand.companyId) ? brand.companyId : null,
        color: brand.color,
        backgroundColor: brand.backgroundColor,
      }));
    },

    /** Every importable group, in the seed's order. */
    async groups(): Promise<SeedGroupInfo[]> {
      const [world, groups] = await Promise.all([seed.world(), seed.groups()]);
      return Object.entries(groups).map(([group, tables]) => ({
        group,
        tables: tables.map((table) => ({ table, count: world[table]?.length ?? 0 })),
      }));
    },
  };
}
