import type { RandomSource } from '../../../src/application/ports/random-source.port';
import type { Repositories } from '../../../src/application/ports/unit-of-work.port';
import type { TableName } from '../../../src/domain/entities/tables';
import { TABLE_NAMES } from '../../../src/domain/entities/tables';
import type { Wrestler } from '../../../src/domain/entities/wrestler';

// The scripted production of the end-to-end tests: a promo, two singles matches and a title
// match, on a TV-like show shared by two brands. Every number is chosen so the expected result
// can be worked out by hand from the spec's formulas (see complete-production.test.ts).

export const PRODUCTION_DATE = '2026-11-22';

/**
 * A random source whose stream for seed s is the single number s / 1000, repeated: with seed 500
 * every draw is 0.5, so each fuzz is 2.5, each simulated duration 660 s, and a weighted pick takes
 * the first competitor whose running weight passes half the total.
 */
export const constantRandom: RandomSource = { newSeed: () => 500, fromSeed: (seed) => () => seed / 1000 };

type Stats = Pick<Wrestler, 'name' | 'points' | 'morale' | 'stamina' | 'popularity' | 'charisma' | 'alignment' | 'class' | 'streak' | 'wins' | 'losses' | 'cost'>;
const stats = (s: Stats): Partial<Wrestler> => ({ followers: 5000, remainingAppearances: 10, damage: 0, gender: 'MALE', ...s });

export const WRESTLERS = {
  ace: stats({ name: 'Ace', points: 80, morale: 60, stamina: 50, popularity: 70, charisma: 60, alignment: 'GOOD', class: 'FIGHTER', streak: 2, wins: 12, losses: 3, cost: 1000 }),
  brute: stats({ name: 'Brute', points: 60, morale: 40, stamina: 40, popularity: 40, charisma: 30, alignment: 'BAD', class: 'BRUISER', streak: 0, wins: 5, losses: 5, cost: 800 }),
  cruz: stats({ name: 'Cruz', points: 30, morale: 30, stamina: 30, popularity: 20, charisma: 20, alignment: 'GOOD', class: 'CRUISER', streak: 1, wins: 3, losses: 1, cost: 500 }),
  goliath: stats({ name: 'Goliath', points: 70, morale: 50, stamina: 60, popularity: 50, charisma: 40, alignment: 'GOOD', class: 'GIANT', streak: 0, wins: 8, losses: 8, cost: 1200 }),
  champ: stats({ name: 'Champ', points: 90, morale: 70, stamina: 70, popularity: 85, charisma: 75, alignment: 'BAD', class: 'SPECIALIST', streak: 4, wins: 30, losses: 10, cost: 5000 }),
  challenger: stats({ name: 'Challenger', points: 75, morale: 65, stamina: 60, popularity: 80, charisma: 80, alignment: 'GOOD', class: 'WRESTLER', streak: 3, wins: 20, losses: 8, cost: 3000 }),
  manny: stats({ name: 'Manny', points: 10, morale: 30, stamina: 20, popularity: 60, charisma: 90, alignment: 'NEUTRAL', class: 'WRESTLER', streak: 0, wins: 0, losses: 0, cost: 400 }),
  talker: stats({ name: 'Talker', points: 40, morale: 40, stamina: 40, popularity: 60, charisma: 85, alignment: 'NEUTRAL', class: 'WRESTLER', streak: 0, wins: 1, losses: 1, cost: 700 }),
};
export type WrestlerKey = keyof typeof WRESTLERS;

export async function seedScriptedProduction(repos: Repositories) {
  const [brandA, brandB] = await repos.Brand.bulkCreate([{ name: 'Red', balance: 1000 }, { name: 'Blue', balance: 0 }]);
  const show = await repos.Show.create({
    name: 'Monday Night', brandIds: [brandA.id, brandB.id], income: 1_000_000, avgTicketPrice: 100, avgMerchPrice: 50,
    avgAttendance: 13_000, avgViewers: 2_100_000, maxDuration: 3600,
  });
  const keys = Object.keys(WRESTLERS) as WrestlerKey[];
  const stored = await repos.Wrestler.bulkCreate(keys.map((key) => WRESTLERS[key]));
  const w = Object.fromEntries(keys.map((key, i) => [key, stored[i]])) as Record<WrestlerKey, (typeof stored)[number]>;
  const title = await repos.Championship.create({ name: 'World Title', wrestlerIds: [w.champ.id] });
  const oldReign = await repos.Reign.create({ championshipId: title.id, wrestlerIds: [w.champ.id], defenses: 3, startDate: '2026-01-01', endDate: null });
  const pastReign = await repos.Reign.create({ championshipId: title.id, wrestlerIds: [w.ace.id], defenses: 1, startDate: '2025-01-01', endDate: '2026-01-01' });

  const appear = (key: WrestlerKey, groupId: number, extra: object = {}) =>
    repos.Appearance.create({ wrestlerId: w[key].id, groupId, ...extra });
  const promoCast = [await appear('talker', 1)];
  const match1Cast = [await appear('ace', 1), await appear('brute', 2)];
  const match2Cast = [await appear('cruz', 1), await appear('goliath', 2)];
  // The player already picked the title match's winner: the challenger's side (with a manager).
  const titleCast = [
    await appear('champ', 1, { loser: true }),
    await appear('challenger', 2, { winner: true }),
    await appear('manny', 2, { winner: true, manager: true }),
  ];
  const segment = (type: string, cast: { id: number }[], extra: object = {}) =>
    repos.Segment.create({ type, date: PRODUCTION_DATE, appearanceIds: cast.map((a) => a.id), ...extra });
  const promo = await segment('PROMO', promoCast);
  const match1 = await segment('SINGLES', match1Cast, { duration: 0 });
  const match2 = await segment('SINGLES', match2Cast, { duration: 0 });
  const titleMatch = await segment('CHAMPIONSHIP', titleCast, { duration: 900, championshipIds: [title.id] });
  const production = await repos.Production.create({
    name: 'Monday Night 2026-11-22', showId: show.id, date: PRODUCTION_DATE, brandIds: [brandA.id, brandB.id],
    segmentIds: [promo.id, match1.id, match2.id, titleMatch.id],
  });
  return { production, show, brandA, brandB, w, title, oldReign, pastReign, promo, match1, match2, titleMatch, titleCast, match1Cast, match2Cast };
}

/** Every row of every table, for "the database is exactly as before". */
export async function dumpTables(repos: Repositories): Promise<Record<TableName, unknown[]>> {
  const rows = await Promise.all(TABLE_NAMES.map((table) => repos[table].all()));
  return Object.fromEntries(TABLE_NAMES.map((table, i) => [table, rows[i]])) as Record<TableName, unknown[]>;
}
