import { createReplayShow, REPLAY_STAGES, type ReplayProgress, type ReplayShow } from '../../application/report';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { encodeReplayCode } from '../../domain/report/replay-code';
import { SeededRandomSource } from '../random/seeded-random-source';
import { answerReplay, type ReplayReply, type ReplayRequest } from './replay-messages';
import { createWorkerReplayShow, type ReplayWorker } from './worker-replay-show';

const code = encodeReplayCode({
  seed: 42, showName: 'Friction', showType: 'TV', rules: 'classic',
  snapshot: {
    production: { id: 3, date: '2026-11-22' }, show: { id: 1, name: 'Friction' }, game: null, venue: null,
    brands: [{ id: 1 }], segments: [{ id: 5, type: 'SINGLES', appearanceIds: [7, 8] }],
    appearances: [{ id: 7, wrestlerId: 1, groupId: 1 }, { id: 8, wrestlerId: 2, groupId: 2 }],
    wrestlers: [{ id: 1, name: 'Crane' }, { id: 2, name: 'Vale' }], championships: [], reigns: [],
  },
});

const inThread = createReplayShow({ random: new SeededRandomSource(), pause: () => Promise.resolve() });

/** A worker in the test's own thread: it answers with answerReplay, as replay.worker.ts does, asynchronously. */
function fakeWorker(answer: (request: ReplayRequest, post: (reply: ReplayReply) => void) => void = (r, post) => void answerReplay(r, post)) {
  const worker: ReplayWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage: (request) => setTimeout(() => answer(request, (reply) => worker.onmessage?.({ data: reply } as MessageEvent<ReplayReply>))),
    terminate: () => void (worker.terminated = true),
  };
  return worker;
}

describe('the replay in a worker (issue 34)', () => {
  it('gives the worker\'s report and its progress, and ends the worker', async () => {
    const worker = fakeWorker();
    const progress: ReplayProgress[] = [];
    const report = await createWorkerReplayShow(inThread, () => worker)(code, { onProgress: (p) => progress.push(p) });
    expect(report).toEqual(await inThread(code));
    expect(progress.at(-1)).toEqual({ done: REPLAY_STAGES, total: REPLAY_STAGES });
    expect(progress).toHaveLength(REPLAY_STAGES + 1);
    expect(worker.terminated).toBe(true);
  });

  it('refuses a bad code with the catalogue\'s message, as the page\'s own replay does', async () => {
    const replay = createWorkerReplayShow(inThread, () => fakeWorker());
    const refusal = await replay('hello').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CatalogueError);
    expect((refusal as Error).message).toBe(ErrorMessages.replayCodeInvalid);
  });

  it('says a failure that is no refusal as it is', async () => {
    const replay = createWorkerReplayShow(inThread, () => fakeWorker((_, post) => post({ kind: 'failed', message: 'out of memory' })));
    await expect(replay(code)).rejects.not.toBeInstanceOf(CatalogueError);
    await expect(replay(code)).rejects.toThrow('out of memory');
  });

  it('replays on the page when no worker starts, or when its script fails to load', async () => {
    const fallback = vi.fn<ReplayShow>(inThread);
    expect(await createWorkerReplayShow(fallback, () => null)(code)).toEqual(await inThread(code));
    expect(fallback).toHaveBeenCalledTimes(1);

    const broken = fakeWorker(() => undefined);
    broken.postMessage = () => setTimeout(() => broken.onerror?.(new Event('error')));
    const onProgress = vi.fn();
    expect(await createWorkerReplayShow(fallback, () => broken)(code, { onProgress })).toEqual(await inThread(code));
    expect(fallback).toHaveBeenLastCalledWith(code, { onProgress });
    expect(broken.terminated).toBe(true);
  });
});
