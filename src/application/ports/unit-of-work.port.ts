import type { EntityByTable, TableName } from '../../domain/entities/tables';
import type { Repository } from './repository.port';

export type Repositories = { [K in TableName]: Repository<EntityByTable[K]> };

/**
 * One atomic read-write transaction over every table. If `work` rejects, nothing it wrote stays.
 * Inside `work`, await only repository calls (IndexedDB commits a transaction left idle).
 */
export interface UnitOfWork {
  run<R>(work: (repos: Repositories) => Promise<R>): Promise<R>;
}
