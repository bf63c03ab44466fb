import type { Stored } from '../../src/domain/entities/base';
import type { Wrestler } from '../../src/domain/entities/wrestler';
// Node has no IndexedDB: the real Dexie adapters run over fake-indexeddb, installed before Dexie loads.
import 'fake-indexeddb/auto';
// dexie-export-import (the save, --save) wants the browser's self and FileReader: provided before it loads.
import './node-globals';
import type { Logger } from '../../src/application/ports/logger.port';
import type { AppServices } from '../../src/application/services';
import type { Repositories } from '../../src/application/ports/unit-of-work.port';
import { GAME_ID } from '../../src/domain/entities/game';
import type { RuleSet } from '../../src/domain/entities/enums';
import { scheduleDays } from '../../src/domain/rules/schedule';
import { DATABASE_NAME } from '../../src/infrastructure/dexie/kayfabe-database';
import { createContainer, resolveAppServices, TOKENS } from '../../src/infrastructure/di';
import { countBookings, directorIdsOf, injuriesOn, mostTitlesHeld, rostersByCompany, statsOutOfRange, type WeekSample } from './samples';
import type { SeasonRecords, SeasonStart } from './season-records';
import { activeRivalries } from './figures-rivalries';
import { readRivalries } from '../../src/domain/entities/rivalry';
import { playAs, rivalsOf } from './run-promotions';
import { hasRivals } from '../../src/domain/entities/promotion';
import { sampledMoves } from './figures-talent';
import { playEveryPromotionWeek, playWeek } from './season-orders';
import type { ForwardOptions } from '../../src/application/calendar';
import { outsiderTitles, playerBrandIdsOf, rosterOf } from './figures-player';
import { outsiderHolders } from './figures-titles';
import { medianAgeByCompany } from './series-dynasty';
import { moneyWeek } from './figures-money';

export interface SeasonOptions {
  weeks: number;
  /** The container's master seed: every production's seed is drawn from it. */
  seed: number;
  /** The rules the new game plays by (DESIGN §4); classic when not given. */
  rules?: RuleSet;
  /** Issue 18: the seed promotion the player runs (NewGameOptions.companyId); null or absent: every promotion, no rivals. */
  companyId?: number | null;
  onWeek?: (sample: WeekSample) => void;
  /** Awaited after each week (issue 19: the bench saves the world at week 52 and week 520 of one run). */
  afterWeek?: (week: number, exportSave: () => Promise<Blob>) => Promise<void>;
  /**
   * The database's name: the game's own by default, since a save is only imported under that name.
   * Runs that never export (the world-health tests, one file a run) take their own: runs in
   * parallel workers under one name see each other's new game through the BroadcastChannel that
   * tells tabs their database was replaced, and close their own.
   */
  databaseName?: string;
}

export interface SeasonRun {
  records: SeasonRecords;
  /** The final world in the game's backup format (Settings' "Download and backup save"). */
  exportSave(): Promise<Blob>;
  /** Deletes the run's database. */
  dispose(): Promise<void>;
}

/** A run is using the database (its name is the game's: see runSeason). */
let running = false;

/** A logger that keeps the run quiet and counts the errors the game reports. */
function countingLogger(): Logger & { errors: number } {
  const logger = { errors: 0, debug() {}, info() {}, warn() {}, error() { logger.errors += 1; } };
  return logger;
}

/** The first day of the schedule window the game is on (the week sweep books that window). */
/**
 * The wrestlers as the week's bookings are judged: as they were when the week started, except a
 * free agent signed during it (the standing orders sign for need at the week's start, issue 35),
 * who is judged as signed.
 */
const asBooked = (before: readonly Stored<Wrestler>[], after: readonly Stored<Wrestler>[]): Map<number, Stored<Wrestler>> => {
  const signed = new Map(after.filter((w) => w.status === 'SIGNED').map((w) => [w.id, w]));
  // Only the contract is read from the end of the week: an injury the week's own matches caused is not held against the booking.
  return new Map(before.map((w) => {
    const now = w.status === 'UNSIGNED' ? signed.get(w.id) : undefined;
    return [w.id, now ? { ...w, status: now.status, brandIds: now.brandIds } : w];
  }));
};

async function windowStart(repos: Repositories): Promise<string> {
  const game = await repos.Game.get(GAME_ID);
  if (!game) throw new Error('The new game has no Game record');
  return scheduleDays(game)[0];
}

/**
 * The game's own use cases, headless: a new game on the seed world (every brand, men's focus, a
 * week per step), then week after week "simulate empty productions" (the week sweep: create,
 * randomise and complete every show of the week) and "forward". Storage is the real Dexie
 * adapter over fake-indexeddb.
 */
export async function runSeason({ weeks, seed, rules = 'classic', companyId = null, onWeek, afterWeek, databaseName = DATABASE_NAME }: SeasonOptions): Promise<SeasonRun> {
  // The save's database name must be the game's own, or the game's import refuses it ("Name
  // differs..."): so every run uses that name, one run at a time in a process.
  if (running) throw new Error('A season run is already in progress in this process');
  running = true;
  const logger = countingLogger();
  const container = createContainer({ databaseName, seed, logger });
  const services = resolveAppServices(container);
  const repos = container.get(TOKENS.Repositories);
  const db = container.get(TOKENS.Database);
  const dispose = async () => {
    await db.delete();
    running = false;
  };
  try {
    return { ...(await simulate(services, repos, { weeks, seed, rules, companyId }, logger, onWeek, afterWeek)), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function simulate(
  services: AppServices,
  repos: Repositories,
  { weeks, seed, rules, companyId }: Required<Pick<SeasonOptions, 'weeks' | 'seed' | 'rules' | 'companyId'>>,
  logger: { errors: number },
  onWeek?: SeasonOptions['onWeek'],
  afterWeek?: SeasonOptions['afterWeek'],
): Promise<Omit<SeasonRun, 'dispose'>> {
  const exportSave = async () => (await services.saves.backup()).blob;
  await services.game.load();
  await services.newGame.startNewGame({ brandIds: [], gender: 'MALE', amountOfDays: 7, tutorials: false, rules, companyId });
  await playAs(repos, companyId);
  const [wrestlers, brands, reigns, championships] = await Promise.all([repos.Wrestler.all(), repos.Brand.all(), repos.Reign.all(), repos.Championship.all()]);
  const start: SeasonStart = {
    date: await windowStart(repos),
    reignIds: reigns.map((r) => r.id),
    brands,
    wrestlers,
    maxHeldByOne: mostTitlesHeld(championships),
    outOfRange: statsOutOfRange(wrestlers),
  };

  // Issue 33: the player's promotion's brands, sampled each week (null when the player runs every promotion).
  const playerBrands = playerBrandIdsOf({ rivals: await rivalsOf(repos), brands });
  const samples: WeekSample[] = [];
  // Issue 35: every rivalry's start, kept after each week (the Game record drops old ended ones).
  const rivalryStarts: Record<number, string> = {};
  for (let week = 1; week <= weeks; week += 1) {
    const date = await windowStart(repos);
    // Issue 33: with a promotion of the player's (rivals), the player is "Simulate until…" with the
    // default standing orders (renewals, rival offers, cards and titles decided by the orders; the
    // few decisions left answered without spending). Running every promotion, the player renews by
    // hand and sweeps the week, as before.
    const [before, brandsBefore, gameBefore] = await Promise.all([repos.Wrestler.all(), repos.Brand.all(), repos.Game.get(GAME_ID)]);
    let rivalShows: WeekSample['rivalShows'];
    const onRivalShows: ForwardOptions['onRivalShows'] = ({ scheduled, completed }) => (rivalShows = { scheduled, completed });
    const played = playerBrands ? await playWeek(services, onRivalShows) : await playEveryPromotionWeek(services, rules, onRivalShows);
    const summary = { productionIds: played.summary.productionIds, failed: played.failed };
    const productions = await repos.Production.getMany(summary.productionIds);
    const dateOf = new Map(productions.flatMap((p) => p.segmentIds.map((id) => [id, p.date] as const)));
    const segments = await repos.Segment.getMany(productions.flatMap((p) => p.segmentIds));
    const appearances = await repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
    const [titles, after, brandsAfter] = await Promise.all([repos.Championship.all(), repos.Wrestler.all(), repos.Brand.all()]);
    const today = await windowStart(repos);
    const game = await repos.Game.get(GAME_ID);
    for (const rivalry of readRivalries(game?.rivalries)) rivalryStarts[rivalry.id] = rivalry.startedOn;
    const sample: WeekSample = {
      week,
      date,
      productions: summary.productionIds.length,
      failed: summary.failed,
      balances: Object.fromEntries(brandsAfter.map((b) => [b.id, b.balance])),
      maxHeldByOne: mostTitlesHeld(titles),
      outOfRange: statsOutOfRange(after),
      bookings: countBookings(segments, appearances, asBooked(before, after), directorIdsOf(brandsBefore), dateOf),
      injuries: injuriesOn(after, directorIdsOf(brandsAfter), today),
      rivalries: activeRivalries(readRivalries(game?.rivalries), today),
      rivalShows,
      ...(hasRivals(game) && gameBefore && game ? sampledMoves(gameBefore.talentMoves, game.talentMoves) : {}),
      outsiderHolders: outsiderHolders(titles, after, brandsAfter, today),
      rosters: rostersByCompany(after, brandsAfter),
      ...(week % 52 === 0 || week === weeks ? { ages: medianAgeByCompany(after, brandsAfter, today) } : {}),
      money: moneyWeek(brandsBefore, brandsAfter),
      ...(playerBrands ? { player: { roster: rosterOf(after, playerBrands, directorIdsOf(brandsAfter)), outsiderTitles: outsiderTitles(titles, after, playerBrands), decisions: played.decisions } } : {}),
    };
    samples.push(sample);
    onWeek?.(sample);
    await afterWeek?.(week, exportSave);
  }

  const records: SeasonRecords = {
    seed,
    rules,
    weeks: samples,
    start,
    endDate: await windowStart(repos),
    loggedErrors: logger.errors,
    rivals: await rivalsOf(repos),
    rivalryStarts,
    companies: (await repos.Company.all()).map((c) => ({ id: c.id, name: c.name })),
    championships: await repos.Championship.all(),
    reigns: await repos.Reign.all(),
    wrestlers: await repos.Wrestler.all(),
    brands: await repos.Brand.all(),
    shows: await repos.Show.all(),
    venues: await repos.Venue.all(),
    productions: await repos.Production.all(),
    segments: await repos.Segment.all(),
    appearances: await repos.Appearance.all(),
  };
  return {
    records,
    exportSave,
  };
}
