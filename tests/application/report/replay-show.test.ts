import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { createReadShowReport, createReplayShow } from '../../../src/application/report';
import { createGame } from '../../../src/domain/entities/game';
import { CatalogueError } from '../../../src/domain/errors';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { dumpTables, PRODUCTION_DATE, seedScriptedProduction } from '../production/scripted-production';

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
