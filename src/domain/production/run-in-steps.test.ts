import { describe, expect, it } from 'vitest';
import { createBrand } from '../entities/brand';
import { createGame } from '../entities/game';
import { createSegment } from '../entities/segment';
import { storyHash } from '../rules/story/recent-stories';
import { sequenceRng } from '../rules/test-rng';
import { runInText, tellRunIns, type SegmentRunIn } from './run-in-steps';
import { emptyWork } from './test-work';

const DATE = '2030-06-01';
const runIn: SegmentRunIn = { interfererId: 1, interferer: 'Ulises Bravo', wrongedId: 2, wronged: 'Octavia Lane', winnerId: 3, winner: 'Stella Voss', disqualification: false, rivalryId: null };

function card(rules: 'living' | 'classic', toldLately: string[]) {
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules, recentStories: [{ companyId: 2, date: '2030-05-18', templates: [], lines: toldLately.map(storyHash) }] }), id: 1 },
    brands: [{ ...createBrand({ name: 'VWU Voltage', companyId: 2 }), id: 4 }],
    segments: [{ ...createSegment({ type: 'SINGLES', storyline: 'Stella Voss won.', meta: { runIn } }), id: 1 }],
  });
}

describe('the run-in told in the storyline (issue 35: no sentence twice within eight weeks)', () => {
  it('tells the same run-in in other words when the promotion told it two weeks ago, and remembers what it told', () => {
    const plain = `${runInText(runIn)}.`;
    const fresh = tellRunIns(card('living', []), sequenceRng([0.5]));
    expect(fresh.segments[0].storyline).toBe(`Stella Voss won. ${plain}`);
    expect(fresh.effects.stories?.at(-1)).toEqual({ companyId: 2, date: DATE, templates: [], lines: [storyHash(plain)] });

    const again = tellRunIns(card('living', [plain]), sequenceRng([0.5]));
    const told = again.segments[0].storyline;
    expect(told).not.toContain(plain);
    expect(told).toBe(`Stella Voss won. ${runInText(runIn, 1)}.`);
    // The same facts: who ran in, on whom, who won.
    for (const name of ['Ulises Bravo', 'Octavia Lane', 'Stella Voss']) expect(told).toContain(name);
  });

  it('falls back to the plain words when every way was told lately, and tells it once', () => {
    const ways = [0, 1, 2].map((v) => `${runInText(runIn, v)}.`);
    const work = tellRunIns(card('living', ways), sequenceRng([0.5]));
    expect(work.segments[0].storyline).toBe(`Stella Voss won. ${ways[0]}`);
    expect(tellRunIns(work, sequenceRng([0.5])).segments[0].storyline).toBe(work.segments[0].storyline);
  });
});
