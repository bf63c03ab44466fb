import type { ServiceIdentifier } from 'inversify';
import type { Analytics } from '../../application/ports/analytics.port';
import type { Clock } from '../../application/ports/clock.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { SaveFiles } from '../../application/ports/save-files.port';
import type { SeedSource } from '../../application/ports/seed-source.port';
import type { BatchSource } from '../../application/ports/batch-source.port';
import type { DeviceStorage } from '../../application/ports/device-storage.port';
import type { GameStore } from '../../application/ports/game-store.port';
import type { SafetyCopies } from '../../application/ports/safety-copies.port';
import type { GameReplacer } from '../../application/saves';
import type { BroadcastChangeFeed } from '../changes/broadcast-change-feed';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { RuleFailures } from '../../application/saves/rule-failures';
import type { Inspect, UseCaseDeps } from '../../application/deps';
import type { ListShows } from '../../application/calendar/list-shows';
import type { AppServices } from '../../application/services';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';

/** What createContainer was asked for, resolved to concrete values. */
export interface ContainerConfig {
  databaseName: string;
  /** Master seed for RandomSource.newSeed (reproducible runs); undefined = crypto seeds. */
  seed?: number;
  /** The Stately inspector's observer, attached to every actor a use case starts (`?inspect`). */
  inspect?: Inspect;
}

// One typed identifier per port or feature: `container.get(TOKENS.Clock)` is typed `Clock`.
const token = <T>(name: string) => Symbol.for(`kayfabe.${name}`) as ServiceIdentifier<T>;

export const TOKENS = {
  Config: token<ContainerConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  RandomSource: token<RandomSource>('RandomSource'),
  Analytics: token<Analytics>('Analytics'),
  Database: token<KayfabeDatabase>('Database'),
  Repositories: token<Repositories>('Repositories'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  /** Issue 34: the writes a field rule refused in this tab (the shell offers the repair). */
  RuleFailures: token<RuleFailures>('RuleFailures'),
  BatchSource: token<BatchSource>('BatchSource'),
  SaveFiles: token<SaveFiles>('SaveFiles'),
  /** The ChangeFeed port's adapter (the database watch also needs its `announce`). */
  ChangeFeed: token<BroadcastChangeFeed>('ChangeFeed'),
  SeedSource: token<SeedSource>('SeedSource'),
  /** Issue 14: replacing the whole game, its safety copies, and the browser's storage. */
  GameStore: token<GameStore>('GameStore'),
  SafetyCopies: token<SafetyCopies>('SafetyCopies'),
  DeviceStorage: token<DeviceStorage>('DeviceStorage'),
  GameReplacer: token<GameReplacer>('GameReplacer'),
  /** What every feature's factory is called with. */
  UseCaseDeps: token<UseCaseDeps>('UseCaseDeps'),
  /** A query outside AppServices (the show list joined with crews). */
  ListShows: token<ListShows>('ListShows'),
  AppServices: token<AppServices>('AppServices'),
} as const;

/** The ports AppServices hands the UI as they are (no storage); every other key of AppServices is a feature. */
export type PortKey = 'analytics' | 'logger' | 'clock' | 'changes';
export type FeatureKey = Exclude<keyof AppServices, PortKey>;

/** Features the first page needs, built with the container (shell-features.module.ts). */
export const SHELL_FEATURES = ['game', 'saves', 'newGame', 'office'] as const satisfies readonly FeatureKey[];
/** Every other feature loads on first use (play-factories.ts). */
export type PlayKey = Exclude<FeatureKey, (typeof SHELL_FEATURES)[number]>;

const feature = <K extends FeatureKey>(key: K) => token<AppServices[K]>(`feature.${key}`);

/**
 * One token per feature, named by its key in AppServices (the compiler keeps this table complete:
 * a key added to AppServices without a token here is a type error). Each is bound by that
 * feature's ContainerModule (shell-features.module.ts, play-features.module.ts).
 */
export const FEATURES = {
  game: feature('game'),
  saves: feature('saves'),
  newGame: feature('newGame'),
  office: feature('office'),
  production: feature('production'),
  segments: feature('segments'),
  calendar: feature('calendar'),
  roster: feature('roster'),
  rumbles: feature('rumbles'),
  tournaments: feature('tournaments'),
  drafts: feature('drafts'),
  tutorial: feature('tutorial'),
  quickMatch: feature('quickMatch'),
  ratings: feature('ratings'),
  blog: feature('blog'),
  championships: feature('championships'),
  brands: feature('brands'),
  rankings: feature('rankings'),
  cms: feature('cms'),
  dialogs: feature('dialogs'),
  careers: feature('careers'),
  history: feature('history'),
  contracts: feature('contracts'),
  coach: feature('coach'),

  rivalries: feature('rivalries'),
  promotions: feature('promotions'),
  war: feature('war'),
  talent: feature('talent'),
  owner: feature('owner'),
} as const satisfies { [K in FeatureKey]: ServiceIdentifier<AppServices[K]> };
