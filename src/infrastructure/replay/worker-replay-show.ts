import type { ReplayShow } from '../../application/report';
import { CatalogueError } from '../../domain/errors';
import type { ReplayReply, ReplayRequest } from './replay-messages';

/** The few members of a Worker the replay uses (a test passes a stand-in). */
export interface ReplayWorker {
  onmessage: ((event: MessageEvent<ReplayReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(request: ReplayRequest): void;
  terminate(): void;
}

/** A module worker running replay.worker.ts, or null where there are no workers (tests, old browsers). */
export function spawnReplayWorker(): ReplayWorker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./replay.worker.ts', import.meta.url), { type: 'module', name: 'replay' }) as ReplayWorker;
  } catch {
    return null;
  }
}

/**
 * Issue 34: a replay at the code's limit takes seconds of steps, each up to 130 ms on a fast
 * machine, too long for the page's thread on a slow one: it runs in a worker of its own (one per
 * replay, ended with it) that reports each stage. Where no worker starts, `inThread` runs it here.
 */
export function createWorkerReplayShow(inThread: ReplayShow, spawn: () => ReplayWorker | null = spawnReplayWorker): ReplayShow {
  return (code, options) => {
    const worker = spawn();
    if (!worker) return inThread(code, options);
    return new Promise((resolve, reject) => {
      let heard = false;
      const end = () => {
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
      };
      worker.onmessage = ({ data }) => {
        heard = true;
        if (data.kind === 'progress') {
          options?.onProgress?.({ done: data.done, total: data.total });
          return;
        }
        end();
        if (data.kind === 'done') resolve(data.report);
        else reject(data.kind === 'refused' ? new CatalogueError(data.message) : new Error(data.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        end();
        // The worker's script did not load or run: the replay runs here instead, a stage at a time.
        if (heard) reject(new Error('The replay stopped before it finished.'));
        else inThread(code, options).then(resolve, reject);
      };
      worker.postMessage({ code });
    });
  };
}
