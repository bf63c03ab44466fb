import type { Stored } from '../../../src/domain/entities/base';
import { TABLE_NAMES, entityFactories, type EntityByTable, type TableName } from '../../../src/domain/entities/tables';
import { addDays } from '../../../src/domain/dates';
import { seededRng } from '../../../src/domain/rules/test-rng';

type AnyRow = Stored<EntityByTable[TableName]>;
export type SyntheticWorld = Map<TableName, AnyRow[]>;

/**
 * A long-running game's share of rows per table: ten seasons of booking are mostly appearances
 * and segments (about 29 : 7 : 1 with productions). Game is left out: it keeps its one record.
 */
const SHARE: Partial<Record<TableName, number>> = {
  Appearance: 0.7, Segment: 0.18, Production: 0.03, Reign: 0.02, Bet: 0.02, Wrestler: 0.02, Draft: 0.01, Faction: 0.005,
  Championship: 0.005, Show: 0.003, Venue: 0.002, Rumble: 0.002, Tournament: 0.002, Brand: 0.001, Company: 0.001,
};

const START = '2026-11-21';

/** `total` rows (plus the Game record the database already holds), made with the domain factories. */
export function syntheticWorld(total: number): SyntheticWorld {
  const rng = seededRng(100_000);
  const int = (max: number) => Math.floor(rng() * max);
  const counts = new Map<TableName, number>();
  for (const table of TABLE_NAMES) counts.set(table, Math.max(1, Math.floor((SHARE[table] ?? 0) * total)));
  counts.set('Game', 0);
  const assigned = [...counts.values()].reduce((a, b) => a + b, 0);
  counts.set('Appearance', counts.get('Appearance')! + total - assigned);

  const n = (table: TableName) => counts.get(table)!;
  const ref = (table: TableName) => 1 + int(n(table));
  const refs = (table: TableName, count: number) => Array.from({ length: count }, () => ref(table));
  const date = (i: number) => addDays(START, i % 3650);
  const stat = () => int(101);

  const partials: { [K in TableName]: (i: number) => Partial<EntityByTable[K]> } = {
    Appearance: (i) => ({ wrestlerId: ref('Wrestler'), groupId: 1 + (i % 4), cost: 100 + int(900), winner: i % 2 === 0, loser: i % 2 === 1 }),
    Bet: (i) => ({ segmentId: ref('Segment'), wrestlerId: ref('Wrestler'), amount: int(10_000), date: date(i) }),
    Brand: (i) => ({ name: `Brand ${i}`, balance: int(20_000_000), companyId: ref('Company'), directorId: ref('Wrestler') }),
    Championship: (i) => ({ name: `Title ${i}`, wrestlerIds: refs('Wrestler', 1), brandIds: refs('Brand', 1), rank: 10 + i }),
    Company: (i) => ({ name: `Company ${i}`, desc: 'A synthetic promotion for the benchmark.' }),
    Draft: (i) => ({ startDate: date(i), endDate: date(i + 400), brandId: ref('Brand'), wrestlerId: ref('Wrestler'), pick: 1 + (i % 60), costPerAppearance: 100 + int(900) }),
    Faction: (i) => ({ name: `Faction ${i}`, brandIds: refs('Brand', 1), leaderIds: refs('Wrestler', 1), wrestlerIds: refs('Wrestler', 3), startDate: date(i) }),
    Game: () => ({}),
    Production: (i) => ({
      name: `Show ${i}`, showId: ref('Show'), date: date(i), brandIds: refs('Brand', 1), segmentIds: refs('Segment', 5),
      complete: true, viewers: int(5_000_000), attendance: int(20_000), income: int(5_000_000), payout: int(1_000_000), seed: int(2 ** 31),
    }),
    Reign: (i) => ({ wrestlerIds: refs('Wrestler', 1), championshipId: ref('Championship'), segmentId: ref('Segment'), defenses: int(10), startDate: date(i), endDate: date(i + 90) }),
    Rumble: (i) => ({ date: date(i), entryIds: refs('Wrestler', 30), enteredIds: refs('Wrestler', 30), winnerId: ref('Wrestler'), complete: true }),
    Segment: (i) => ({
      date: date(i), type: 'SINGLES', category: 'Competition', appearanceIds: refs('Appearance', 3), brandIds: refs('Brand', 1),
      duration: 60 * (1 + int(20)), rating: Math.round(rng() * 500) / 100, complete: true, storyline: `Storyline ${i % 200}`,
    }),
    Show: (i) => ({ name: `Weekly ${i}`, brandIds: refs('Brand', 1), dayIndex: i % 7, avgViewers: int(3_000_000), avgAttendance: int(20_000) }),
    Venue: (i) => ({ name: `Arena ${i}`, city: `City ${i % 300}`, country: 'USA', capacity: 1000 + int(80_000) }),
    Wrestler: (i) => ({
      name: `Wrestler ${i}`, brandIds: refs('Brand', 1), points: stat(), morale: stat(), stamina: stat(), popularity: stat(),
      charisma: stat(), wins: int(200), losses: int(200), streak: int(5), followers: int(1_000_000), dob: date(i), contractExpires: date(i + 365),
      gender: i % 4 === 0 ? 'FEMALE' : 'MALE', alignment: (['GOOD', 'BAD', 'NEUTRAL'] as const)[i % 3],
      finisher: `Finisher ${i % 500}`, billedFrom: `Town ${i % 800}`,
    }),
    Tournament: (i) => ({ name: `Cup ${i}`, date: date(i), wrestlerIds: refs('Wrestler', 8), rounds: [refs('Wrestler', 4), refs('Wrestler', 2)] }),
  };

  const world: SyntheticWorld = new Map();
  for (const table of TABLE_NAMES) {
    if (table === 'Game') continue;
    const factory = entityFactories[table] as (partial: object) => object;
    const partial = partials[table] as (i: number) => object;
    world.set(table, Array.from({ length: n(table) }, (_, i) => ({ ...factory(partial(i)), id: i + 1 }) as AnyRow));
  }
  return world;
}
