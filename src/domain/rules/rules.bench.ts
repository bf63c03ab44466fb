import { bench, describe } from 'vitest';
import { createWrestler } from '../entities/wrestler';
import { rateSegment, rateSegmentBreakdown, type RatedParticipant } from './rating';
import { seededRng } from './test-rng';
import { weightedPick } from './weighted-pick';

// Figures feed the benchmark issue: run `npx vitest bench --run src/domain/rules/rules.bench.ts`.
const rng = seededRng(2026);
const participants = (count: number): RatedParticipant[] =>
  Array.from({ length: count }, (_, i) => ({
    wrestler: createWrestler({
      points: Math.floor(rng() * 100), morale: Math.floor(rng() * 100), popularity: Math.floor(rng() * 100),
      charisma: Math.floor(rng() * 100), streak: i % 3, wins: 12, losses: 4,
      alignment: i % 2 ? 'GOOD' : 'BAD', class: i % 2 ? 'GIANT' : 'CRUISER',
    }),
    groupId: i + 1,
    winner: i === 0,
  }));

const singles = participants(2);
const battleRoyal = participants(30);

describe('segment rating', () => {
  bench('rateSegment, singles match', () => {
    rateSegment(singles);
  });
  bench('rateSegment, 30-man battle royal', () => {
    rateSegment(battleRoyal);
  });
  bench('rateSegmentBreakdown, singles match', () => {
    rateSegmentBreakdown(singles);
  });
});

const items10 = Array.from({ length: 10 }, (_, i) => i);
const weights10 = items10.map((i) => i + 1);
const items1000 = Array.from({ length: 1000 }, (_, i) => i);
const weights1000 = items1000.map((i) => (i % 7) + 0.5);

describe('weighted pick', () => {
  bench('weightedPick, 10 items', () => {
    weightedPick(items10, weights10, rng);
  });
  bench('weightedPick, 1000 items', () => {
    weightedPick(items1000, weights1000, rng);
  });
});
