import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { createReadShowReport } from '../../../src/application/report';
import { createGame } from '../../../src/domain/entities/game';
import type { Segment } from '../../../src/domain/entities/segment';
import { segmentMomentumNote } from '../../../src/domain/production/momentum-steps';
import { storedRatingExplanation } from '../../../src/domain/production/rating-explanation';
import { storedReplaySnapshot } from '../../../src/domain/report/replay-snapshot';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { SeededRandomSource } from '../../../src/infrastructure/random/seeded-random-source';
import { PRODUCTION_DATE, seedScriptedProduction } from './scripted-production';

// Issue 36: what a completed production adds to a save. The segments keep their replay snapshot,
// rating explanations and momentum notes packed; written the way every build before issue 36 wrote
// them (JSON text, objects), the same rows must read the same report and replay code, and the
// packed rows must take well under half their room in the backup's pretty layout.

/** A stored segment as a build before issue 36 kept it: the snapshot as JSON text, the notes as objects. */
function unpackedAsBefore(segment: Segment & { id: number }): Segment & { id: number } {
  const meta: Record<string, unknown> = { ...segment.meta };
  const why = storedRatingExplanation(segment);
  if (why) meta.rating = why;
  const momentum = segmentMomentumNote(segment.meta);
  if (momentum && 'momentum' in segment.meta) meta.momentum = momentum;
  const snapshot = storedReplaySnapshot([segment]);
  if (snapshot && 'replay' in segment.meta) meta.replay = JSON.stringify(snapshot);
  return { ...segment, meta };
}

/** Characters in the backup's pretty layout (two spaces an indent), as the save file holds them. */
const pretty = (rows: unknown[]) => JSON.stringify(rows, null, 2).length;

describe.each(['classic', 'living'] as const)('a completed production in a save (%s rules, issue 36)', (rules) => {
  async function completed() {
    const storage = createDexieTestStorage();
    await storage.repos.Game.create(createGame({ rules, date: PRODUCTION_DATE }));
    const card = await seedScriptedProduction(storage.repos);
    const random = new SeededRandomSource();
    expect((await createCompleteProduction({ ...storage, random })(card.production.id, { seed: 42 })).status).toBe('completed');
    const segments = await storage.repos.Segment.getMany(card.production.segmentIds);
    return { storage, card, segments };
  }

  it('keeps its segments in well under half the room they took before', async () => {
    const { segments } = await completed();
    const before = pretty(segments.map(unpackedAsBefore));
    const now = pretty(segments);
    expect(now).toBeLessThan(before * 0.4); // 4,333 of 12,363 characters (classic), 5,702 of 15,631 (living) when written
    // A bound on the card itself: four segments, their snapshot included.
    expect(now).toBeLessThan(rules === 'living' ? 7_000 : 5_500);
  });

  it('reads the same report and replay code from rows kept the way older builds kept them', async () => {
    const { storage, card, segments } = await completed();
    const read = createReadShowReport(storage);
    const packed = await read(card.production.id);
    expect(packed?.replayCode).toMatch(/^KF1\./);
    await storage.repos.Segment.bulkPut(segments.map(unpackedAsBefore));
    const old = await read(card.production.id);
    expect(old).toEqual(packed);
    expect(old!.report.segments.filter((s) => s.why !== null)).toHaveLength(4);
  });
});
