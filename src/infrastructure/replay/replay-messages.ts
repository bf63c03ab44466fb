import { replayReportOf, replayWorkInStages, type ReplayProgress } from '../../application/report';
import { CatalogueError } from '../../domain/errors';
import type { ShowReport } from '../../domain/report/show-report';
import { SeededRandomSource } from '../random/seeded-random-source';

/** What the page sends the replay worker: the code pasted. */
export interface ReplayRequest {
  code: string;
}

/**
 * What the worker answers: its progress, then the report, or why not. A refusal (a CatalogueError:
 * not a show's code) keeps its message for the player; anything else failed.
 */
export type ReplayReply =
  | ({ kind: 'progress' } & ReplayProgress)
  | { kind: 'done'; report: ShowReport }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

// On the worker's own thread no page waits: its stages need not pause between them.
const noPause = () => Promise.resolve();

/** The worker's answer to one request, every failure included (replay.worker.ts posts each reply). */
export async function answerReplay({ code }: ReplayRequest, post: (reply: ReplayReply) => void): Promise<void> {
  try {
    const work = await replayWorkInStages(code, new SeededRandomSource(), noPause, { onProgress: (progress) => post({ kind: 'progress', ...progress }) });
    post({ kind: 'done', report: replayReportOf(work) });
  } catch (error) {
    if (error instanceof CatalogueError) post({ kind: 'refused', message: error.message });
    else post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
