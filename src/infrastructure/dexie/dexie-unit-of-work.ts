import Dexie from 'dexie';
import type { Logger } from '../../application/ports/logger.port';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { KayfabeDatabase } from './kayfabe-database';
import { editConflictOf } from '../../domain/records/edit-conflict';
import { leftBehindOr } from './database-watch';

/**
 * One read-write Dexie transaction over every table. The repositories are the ordinary ones:
 * Dexie routes their calls into the ambient transaction, and a rejection of `work` aborts it, so
 * nothing written inside stays (DESIGN §3: completion and import are atomic).
 */
export class DexieUnitOfWork implements UnitOfWork {
  constructor(
    private readonly db: KayfabeDatabase,
    private readonly repos: Repositories,
    private readonly logger: Logger,
  ) {}

  async run<R>(work: (repos: Repositories) => Promise<R>): Promise<R> {
    // Issue 19: the write log learns of the commit before the caller goes on (CommittedWriteLog).
    // A run inside another commits with it, so only the outermost one tells.
    const outermost = Dexie.currentTransaction === null;
    // A replace of the whole game runs alone (replace-gate.ts); one inside it writes with it.
    if (outermost) await this.db.gate.enter();
    let trans: object | undefined;
    try {
      // The scope must itself be an async function: Dexie only keeps its transaction zone alive
      // across native `await`s when it sees one (a plain arrow returning a promise commits early).
      const result = await this.db.transaction('rw', this.db.allTables(), async () => {
        trans = Dexie.currentTransaction?.idbtrans;
        return await work(this.repos);
      });
      if (outermost) this.db.writes.committed(trans);
      return result;
    } catch (caught) {
      if (outermost) this.db.writes.undone(trans);
      const error = leftBehindOr(this.db, caught);
      // A stale edit refused (issue 14) is the player's to decide, shown on screen: not a failure.
      const conflict = editConflictOf(error);
      if (conflict) this.logger.info('Unit of work refused a stale edit', conflict.message);
      else this.logger.error('Unit of work rolled back', error);
      throw error;
    } finally {
      if (outermost) this.db.gate.leave();
    }
  }
}
