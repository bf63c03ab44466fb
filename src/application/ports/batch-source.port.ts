import type { TableName } from '../../domain/entities/tables';
import type { Repositories, UnitOfWork } from './unit-of-work.port';

/**
 * Many units of work written as one (issue 8: a week of productions in one transaction instead of
 * four per production). `repos` and `unitOfWork` have the ports' behaviour; reads reach storage
 * once, writes wait in memory, and `commit` writes them all in one transaction. A unit of work of
 * the batch that rejects leaves nothing it wrote, as in storage.
 */
export interface Batch {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  /**
   * Writes every change in one transaction, after checking that each row the batch changes or
   * deletes is still as it read it and that no id it gave was taken; otherwise writes nothing and
   * rejects.
   */
  commit(): Promise<void>;
}

/** Opens batches over storage (src/infrastructure/write-behind). */
export interface BatchSource {
  /** `preload` names the tables the work scans: read whole up front, in one read of storage. */
  open(preload: readonly TableName[]): Promise<Batch>;
}
