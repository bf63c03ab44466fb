import type { SeedGroups, SeedSource, SeedTables } from '../../application/ports/seed-source.port';
import { SEED_DATE } from './ids';

// The seed is about as large as the rest of the app: it loads as its own chunk, on first use.
const seedModule = () => import('./index');

/** The SeedSource port over the typed seed data of this folder. */
export class TypedSeedSource implements SeedSource {
  readonly date = SEED_DATE;

  async world(): Promise<SeedTables> {
    return (await seedModule()).seedWorld();
  }

  async groups(): Promise<SeedGroups> {
    return (await seedModule()).SEED_GROUPS;
  }
}
