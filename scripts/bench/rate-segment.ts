import { createWrestler } from '../../src/domain/entities/wrestler';
import { rateSegment, type RatedParticipant } from '../../src/domain/rules/rating';
import { seededRng } from '../../src/domain/rules/test-rng';
import { figure, median, tidy, type Figure } from './figures';

const STYLES = ['WRESTLER', 'BRUISER', 'FIGHTER', 'BOXER', 'SPECIALIST', 'CRUISER', 'GIANT'] as const;
const ALIGNMENTS = ['GOOD', 'BAD', 'NEUTRAL'] as const;

/** 64 different fatal four-ways (so no single input is all the JIT sees), made with the domain factory. */
function fourWays(): RatedParticipant[][] {
  const rng = seededRng(2026);
  const stat = () => Math.floor(rng() * 101);
  return Array.from({ length: 64 }, () =>
    Array.from({ length: 4 }, (_, i) => ({
      wrestler: createWrestler({
        points: stat(), morale: stat(), popularity: stat(), charisma: stat(), stamina: stat(),
        streak: Math.floor(rng() * 4), wins: Math.floor(rng() * 30), losses: Math.floor(rng() * 30),
        class: STYLES[Math.floor(rng() * STYLES.length)], alignment: ALIGNMENTS[Math.floor(rng() * 3)],
      }),
      groupId: i + 1,
      winner: i === 0,
    })),
  );
}

// CPU time of this process, not wall time: the machine is shared, and other processes' load
// would otherwise be measured as rating's slowness. Both are reported.
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** rateSegment calls per CPU second: the median of several rounds after warm-up rounds. */
export function benchRateSegment(quick: boolean): Figure {
  const segments = fourWays();
  const [warmups, rounds, seconds] = quick ? [1, 3, 0.2] : [3, 9, 0.5];
  const perCpuSecond: number[] = [];
  const perWallSecond: number[] = [];
  let sink = 0;
  for (let round = 0; round < warmups + rounds; round += 1) {
    const [cpuStart, wallStart] = [cpuSeconds(), performance.now()];
    let calls = 0;
    while (cpuSeconds() - cpuStart < seconds) {
      for (let i = 0; i < 4096; i += 1) sink += rateSegment(segments[(calls + i) & 63]);
      calls += 4096;
    }
    if (round < warmups) continue;
    perCpuSecond.push(calls / (cpuSeconds() - cpuStart));
    perWallSecond.push(calls / ((performance.now() - wallStart) / 1000));
  }
  if (Number.isNaN(sink)) throw new Error('rateSegment returned NaN');
  const note = `median of ${rounds} rounds of ${seconds}s CPU after ${warmups} warm-up; ${tidy(median(perWallSecond))}/s by wall clock`;
  return figure('rate-segment', tidy(median(perCpuSecond)), note);
}
