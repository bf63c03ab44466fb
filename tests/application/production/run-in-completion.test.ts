import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { loadCompletionWork } from '../../../src/application/production/load-completion';
import { createReadShowReport } from '../../../src/application/report/show-report';
import type { Alignment } from '../../../src/domain/entities/enums';
import { readRivalries } from '../../../src/domain/entities/rivalry';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { readRunIn } from '../../../src/domain/production/run-in-steps';
import { inMemoryDeps, putGame, TODAY, type TestDeps } from '../support';

// Issue 35 item 2 on the application: the completion of a living card knows who could run in (off
// the card, off every other card of the night), and a run-in's result, note and rivalry are committed.

async function setUp(deps: TestDeps, rules: 'living' | 'classic') {
  await putGame(deps, { gender: 'MALE', rules });
  const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
  const base: Partial<Wrestler> = { gender: 'MALE', brandIds: [raw.id], active: true, status: 'SIGNED', points: 60, popularity: 60 };
  const alignments: Alignment[] = ['GOOD', 'GOOD', 'BAD', 'BAD'];
  const roster = await deps.repos.Wrestler.bulkCreate(alignments.map((alignment, i) => ({ ...base, name: `W${i}`, alignment })));
  const show = await deps.repos.Show.create({ name: 'TV', type: 'TV', brandIds: [raw.id], minPoints: 40, maxPoints: 100 });
  const card = async (wrestlerIds: number[]) => {
    const appearances = await deps.repos.Appearance.bulkCreate(wrestlerIds.map((wrestlerId, i) => ({ wrestlerId, groupId: i + 1 })));
    const [segment] = await deps.repos.Segment.bulkCreate([{ type: 'SINGLES', category: 'Competition', appearanceIds: appearances.map((a) => a.id), duration: 600 }]);
    return deps.repos.Production.create({ showId: show.id, brandIds: [raw.id], date: TODAY, segmentIds: [segment.id] });
  };
  const ids = roster.map((w) => w.id);
  // W0 vs W1 tonight; W3 is booked on another card of the same night; W2, a heel, is free.
  const tonight = await card([ids[0], ids[1]]);
  await card([ids[3], ids[1]]);
  return { ids, tonight };
}

describe('run-ins in a living completion (issue 35 item 2)', () => {
  it('keeps as possible run-ins the free heel, not the card\'s people nor one booked elsewhere that night', async () => {
    const deps = inMemoryDeps(1);
    const { ids, tonight } = await setUp(deps, 'living');
    const work = await loadCompletionWork(deps.repos, tonight.id, 1, deps.logger);
    expect(work.bystanders?.map((b) => b.id)).toEqual([ids[2]]);
  });

  it('reads nobody more on a classic game', async () => {
    const deps = inMemoryDeps(1);
    const { tonight } = await setUp(deps, 'classic');
    const work = await loadCompletionWork(deps.repos, tonight.id, 1, deps.logger);
    expect(work.bystanders).toBeUndefined();
    expect('bystanders' in work.asRead).toBe(false);
  });

  it('commits a run-in\'s result, its note and the rivalry it starts, when one happens (over seeds)', async () => {
    let seen = 0;
    for (let seed = 1; seed <= 120 && seen === 0; seed += 1) {
      const deps = inMemoryDeps(seed);
      const { ids, tonight } = await setUp(deps, 'living');
      await createCompleteProduction(deps)(tonight.id, { seed });
      const [segment] = await deps.repos.Segment.getMany(tonight.segmentIds);
      const runIn = readRunIn(segment.meta);
      if (!runIn) continue;
      seen += 1;
      const appearances = await deps.repos.Appearance.getMany(segment.appearanceIds);
      expect(appearances.find((a) => a.winner)?.wrestlerId).toBe(runIn.winnerId);
      expect(runIn.interfererId).toBe(ids[2]);
      expect(segment.storyline).toContain('ran in and cost');
      const game = (await deps.repos.Game.all())[0];
      const started = readRivalries(game.rivalries).find((r) => r.origin === 'run-in');
      expect(started?.sides.flat().sort()).toEqual([ids[2], runIn.wrongedId].sort());
      // The show's report names the interferer (off the card) in its events, as it names the card's people.
      const events = (await createReadShowReport({ repos: deps.repos })(tonight.id))!.report.events ?? [];
      const runInEvent = events.find((e) => e.kind === 'run-in')!;
      expect(runInEvent.text).toContain('W2');
      expect(runInEvent.people).toContainEqual({ id: ids[2], name: 'W2' });
      const begun = events.find((e) => e.kind === 'rivalry' && e.text.startsWith('Rivalry begun'))!;
      expect(begun.text).toMatch(/W2 vs\.|vs\. W2/);
      expect(begun.text).not.toContain('Wrestler #');
    }
    expect(seen).toBe(1);
  });
});
