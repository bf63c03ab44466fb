import fc from 'fast-check';
import { generators } from '../../../src/application/roster/generators';
import type { TableName } from '../../../src/domain/entities';
import { createSegment } from '../../../src/domain/entities/segment';
import { checkRecordFields, refusalMessage } from '../../../src/domain/fields';
import { seedWorld } from '../../../src/infrastructure/seed';

// Issue 14: every generator draws records that keep the field rules, whatever the random draw.
const world = seedWorld();
const wrestlers = (world.Wrestler ?? []).filter((w) => w.active);
const context = (seed: number) => {
  let state = seed >>> 0;
  // A small deterministic generator: the test is about the records, not the randomness.
  const rng = () => ((state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
  return {
    rng,
    today: '2026-03-11',
    brandIds: (world.Brand ?? []).map((b) => b.id),
    wrestlerIds: wrestlers.map((w) => w.id),
    wrestlers,
    championships: world.Championship ?? [],
    segments: [{ ...createSegment({ name: 'Opener' }), id: 1 }],
  };
};

describe('when generators draw records', () => {
  it.each(Object.keys(generators) as (keyof typeof generators)[])('every drawn %s keeps the field rules (property)', (table) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const record = generators[table](context(seed)) as unknown as Record<string, unknown>;
        expect(checkRecordFields(table as TableName, record, 'entry').map(refusalMessage)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
