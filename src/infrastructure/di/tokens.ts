import type { ServiceIdentifier } from 'inversify';
import type { Analytics } from '../../application/ports/analytics.port';
import type { Clock } from '../../application/ports/clock.port';
import type { Logger } from '../../application/ports/logger.port';
import type { RandomSource } from '../../application/ports/random-source.port';
import type { SaveFiles } from '../../application/ports/save-files.port';
import type { SeedSource } from '../../application/ports/seed-source.port';
import type { NewGameService } from '../../application/new-game';
import type { OfficeService } from '../../application/office';
import type { BatchSource } from '../../application/ports/batch-source.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { Inspect, UseCaseDeps } from '../../application/deps';
import type { PlayServices } from '../../application/play';
import type { AppServices, GameService, SaveService } from '../../application/services';
import type { ListShows } from '../../application/use-cases/list-shows';
import type { KayfabeDatabase } from '../dexie/kayfabe-database';

/** What createContainer was asked for, resolved to concrete values. */
export interface ContainerConfig {
  databaseName: string;
  /** Master seed for RandomSource.newSeed (reproducible runs); undefined = crypto seeds. */
  seed?: number;
  /** The Stately inspector's observer, attached to every actor a use case starts (`?inspect`). */
  inspect?: Inspect;
}

// One typed identifier per port or use case: `container.get(TOKENS.Clock)` is typed `Clock`.
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
  BatchSource: token<BatchSource>('BatchSource'),
  SaveFiles: token<SaveFiles>('SaveFiles'),
  GameService: token<GameService>('GameService'),
  SaveService: token<SaveService>('SaveService'),
  ListShows: token<ListShows>('ListShows'),
  SeedSource: token<SeedSource>('SeedSource'),
  NewGameService: token<NewGameService>('NewGameService'),
  OfficeService: token<OfficeService>('OfficeService'),
  UseCaseDeps: token<UseCaseDeps>('UseCaseDeps'),
  PlayServices: token<PlayServices>('PlayServices'),
  AppServices: token<AppServices>('AppServices'),
} as const;
