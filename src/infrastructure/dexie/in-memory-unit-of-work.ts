import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work.port';
import { createInMemoryRepositories, InMemoryStore } from './in-memory.repository';

/**
 * Test twin of DexieUnitOfWork: snapshot every table, run, restore the snapshot on rejection.
 * Runs are queued one after another, like overlapping read-write IndexedDB transactions.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: InMemoryStore,
    private readonly repos: Repositories,
  ) {}

  run<R>(work: (repos: Repositories) => Promise<R>): Promise<R> {
    const result = this.queue.then(async () => {
      const rollback = this.store.snapshot();
      try {
        return await work(this.repos);
      } catch (error) {
        rollback();
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** Everything a use-case test needs: fresh repositories and a unit of work over the same store. */
export function createInMemoryStorage(): { store: InMemoryStore; repos: Repositories; unitOfWork: UnitOfWork } {
  const store = new InMemoryStore();
  const repos = createInMemoryRepositories(store);
  return { store, repos, unitOfWork: new InMemoryUnitOfWork(store, repos) };
}
