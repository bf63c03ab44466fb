import { createCompleteProduction } from '../../../src/application/production/complete-production';
import {
  createReadShowReport, createReplayShow, REPLAY_STAGES, replayReportOf, replayWork, type ReplayProgress,
} from '../../../src/application/report';
import { createGame } from '../../../src/domain/entities/game';
import { CatalogueError, ErrorMessages } from '../../../src/domain/errors';
import { encodeReplayCode, REPLAY_CODE_MAX_CHARS } from '../../../src/domain/report/replay-code';
import type { ShowReport } from '../../../src/domain/report/show-report';
import { unpackText } from '../../../src/domain/report/packed-text';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { dumpTables, PRODUCTION_DATE, seedScriptedProduction } from '../production/scripted-production';
import { replayCodeAtLimit } from '../../support/replay-code-at-limit';

const results = (report: { segments: { winners: string[]; draw: boolean; rating: number; storyline: string; titleChanges: string[] }[] }) =>
  report.segments.map(({ winners, draw, rating, storyline, titleChanges }) => ({ winners, draw, rating, storyline, titleChanges }));

describe.each(['classic', 'living'] as const)('replaying a completed show (%s rules)', (rules) => {
  async function completed(seed: number) {
    const storage = createDexieTestStorage();
    await storage.repos.Game.create(createGame({ rules, date: PRODUCTION_DATE }));
    const card = await seedScriptedProduction(storage.repos);
    const random = new SeededRandomSource();
    const result = await createCompleteProduction({ ...storage, random })(card.production.id, { seed });
    expect(result.status).toBe('completed');
    const view = (await createReadShowReport(storage)(card.production.id))!;
    return { ...storage, random, card, view };
  }

  it.each([1, 42, 20261122])('re-runs seed %i to the same winners, ratings, title changes and storylines', async (seed) => {
    const { view, random } = await completed(seed);
    expect(view.replayCode).toMatch(/^KF1\./);
    const replayed = await createReplayShow({ random })(view.replayCode!);
    expect(results(replayed)).toEqual(results(view.report));
    expect(replayed.segments.map((s) => s.why)).toEqual(view.report.segments.map((s) => s.why));
    expect([replayed.attendance, replayed.viewers]).toEqual([view.report.attendance, view.report.viewers]);
    expect(replayed.rules).toBe(rules);
    // The stored report saw the card: the title match's change and the show's name.
    expect(view.report.showName).toBe('Monday Night');
    expect(view.report.segments.map((s) => s.kind)).toHaveLength(4);
    expect(view.report.segments[3]!.titleChanges).toEqual(['New champion: Challenger (World Title), beating Champ']);
  });

  it('writes nothing when replaying', async () => {
    const { view, random, repos } = await completed(7);
    const before = await dumpTables(repos);
    await createReplayShow({ random })(view.replayCode!);
    expect(await dumpTables(repos)).toEqual(before);
  });

  it('refuses a tampered code with the catalogue message', async () => {
    const { view, random } = await completed(3);
    const code = view.replayCode!;
    const tampered = code.slice(0, 20) + (code[20] === 'A' ? 'B' : 'A') + code.slice(21);
    await expect(createReplayShow({ random })(tampered)).rejects.toBeInstanceOf(CatalogueError);
    await expect(createReplayShow({ random })('hello')).rejects.toThrow(/not valid/);
  });
});

describe('the report of a production', () => {
  it('is null until the production is complete', async () => {
    const storage = createDexieTestStorage();
    const card = await seedScriptedProduction(storage.repos);
    expect(await createReadShowReport(storage)(card.production.id)).toBeNull();
    expect(await createReadShowReport(storage)(9999)).toBeNull();
  });
});

describe('replaying a living show with rivalries on the card', () => {
  it('gives the same heat lines, notes and ratings, though the code keeps only what the card reads', async () => {
    const storage = createDexieTestStorage();
    const game = await storage.repos.Game.create(createGame({ rules: 'living', date: PRODUCTION_DATE }));
    const card = await seedScriptedProduction(storage.repos);
    const { ace, brute, cruz, goliath } = card.w;
    const beat = (date: string) => ({ date, kind: 'promo' as const, heat: 30, gain: 5, productionId: null, segmentId: null });
    const rivalry = (id: number, sides: [number[], number[]], extra: object = {}) => ({
      id, sides, origin: 'player' as const, startedOn: '2026-09-01', endedOn: null, endReason: '' as const,
      heat: 45, heatOn: '2026-11-15', beats: [beat('2026-09-01'), beat('2026-11-15')], segments: 3, payoffShowId: null, ...extra,
    });
    await storage.repos.Game.update(game.id, {
      rivalries: [
        rivalry(1, [[ace.id], [brute.id]]),
        rivalry(2, [[cruz.id], [goliath.id]], { heat: 70 }),
        // Not on the card: active elsewhere (kept, without its old beats) and long ended (left out).
        rivalry(3, [[9001], [9002]]),
        rivalry(4, [[9003], [9004]], { endedOn: '2026-01-01', endReason: 'cold' }),
      ],
      recentMatchups: [{ key: `${ace.id}|${brute.id}`, date: '2026-11-15' }, { key: '9001|9002', date: '2026-11-15' }],
    });
    const random = new SeededRandomSource();
    expect((await createCompleteProduction({ ...storage, random })(card.production.id, { seed: 11 })).status).toBe('completed');
    const view = (await createReadShowReport(storage)(card.production.id))!;
    const lines = view.report.segments.flatMap((s) => s.why?.fired.map((rule) => rule.label) ?? []);
    expect(lines.filter((label) => /rivalry, heat/.test(label))).toHaveLength(2);

    const replayed = await createReplayShow({ random })(view.replayCode!);
    expect(results(replayed)).toEqual(results(view.report));
    expect(replayed.segments.map((s) => s.why)).toEqual(view.report.segments.map((s) => s.why));
    expect(replayed.viewers).toBe(view.report.viewers);

    const [first] = await storage.repos.Segment.getMany([card.promo.id]);
    // The copy is kept as text: it shares nothing with the row (a shared array is written by
    // the backup as a reference), and is one cheap value to store and read. Issue 36: packed JSON.
    expect(typeof first!.meta.replay).toBe('string');
    const copy = JSON.parse(unpackText(first!.meta.replay as string)!) as {
      segments: { appearanceIds: number[] }[];
      game: { rivalries: { id: number; beats?: unknown[] }[]; recentMatchups: unknown[] };
    };
    expect(copy.segments[0]!.appearanceIds).toEqual(first!.appearanceIds);
    const kept = copy.game;
    expect(kept.rivalries.map((r) => r.id)).toEqual([1, 2, 3]);
    // The card's rivalries keep their last four weeks of beats; another card's only what counts it.
    expect(kept.rivalries.map((r) => r.beats?.length)).toEqual([1, 1, undefined]);
    expect(kept.rivalries[2]).toEqual({ id: 3, sides: [[9001], [9002]], startedOn: '2026-09-01' });
    expect(kept.recentMatchups).toHaveLength(1);
  });
});

describe('replaying a stage at a time (issue 34)', () => {
  const random = new SeededRandomSource();
  /** The replay in stages, with what it reported and how often it let the page run. */
  async function staged(code: string) {
    const progress: ReplayProgress[] = [];
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const outcome: { report?: ShowReport; error?: unknown } = await createReplayShow({ random, pause })(code, { onProgress: (p) => progress.push(p) }).then(
      (report) => ({ report }),
      (error: unknown) => ({ error }),
    );
    return { ...outcome, progress, pauses };
  }

  it.each(['classic', 'living'] as const)('gives exactly the one-go report for a completed %s show, and counts every stage', async (rules) => {
    const storage = createDexieTestStorage();
    await storage.repos.Game.create(createGame({ rules, date: PRODUCTION_DATE }));
    const card = await seedScriptedProduction(storage.repos);
    await createCompleteProduction({ ...storage, random })(card.production.id, { seed: 5 });
    const code = (await createReadShowReport(storage)(card.production.id))!.replayCode!;
    const { report, progress, pauses } = await staged(code);
    expect(report).toEqual(replayReportOf(replayWork(code, random)));
    expect(progress).toEqual(Array.from({ length: REPLAY_STAGES + 1 }, (_, done) => ({ done, total: REPLAY_STAGES })));
    expect(pauses).toBe(REPLAY_STAGES);
  });

  it('gives exactly the one-go report for the heaviest code the limits let through', async () => {
    const code = replayCodeAtLimit();
    expect(code.length).toBeLessThanOrEqual(REPLAY_CODE_MAX_CHARS);
    expect(code.length).toBeGreaterThan(REPLAY_CODE_MAX_CHARS - 100);
    const { report, progress } = await staged(code);
    expect(report).toEqual(replayReportOf(replayWork(code, random)));
    expect(report?.segments).toHaveLength(60);
    expect(progress.at(-1)).toEqual({ done: REPLAY_STAGES, total: REPLAY_STAGES });
  }, 60_000);

  it('refuses what is not a show\'s code with the catalogue\'s messages, before any step', async () => {
    const invalid = await staged('hello');
    expect(invalid.error).toBeInstanceOf(CatalogueError);
    expect((invalid.error as Error).message).toBe(ErrorMessages.replayCodeInvalid);
    expect(invalid.progress).toEqual([{ done: 0, total: REPLAY_STAGES }]);

    const long = `KF1.${'A'.repeat(REPLAY_CODE_MAX_CHARS)}.x`;
    expect(((await staged(long)).error as Error).message).toBe(ErrorMessages.replayCodeTooLong(long.length, REPLAY_CODE_MAX_CHARS));
  });

  it('refuses a code that decodes but whose card no step can run, as not valid', async () => {
    const code = encodeReplayCode({
      seed: 1, showName: 'Hand-made', showType: 'TV', rules: 'classic',
      snapshot: {
        production: { id: 1, date: PRODUCTION_DATE }, show: null, game: null, venue: null, brands: [],
        segments: [{ id: 1, type: 'SINGLES', appearanceIds: 5 }], appearances: [], wrestlers: [], championships: [], reigns: [],
      },
    });
    const { error, progress } = await staged(code);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as Error).message).toBe(ErrorMessages.replayCodeInvalid);
    expect(progress.at(-1)!.done).toBeLessThan(REPLAY_STAGES);
    expect(() => replayWork(code, random)).toThrow(ErrorMessages.replayCodeInvalid);
  });
});
