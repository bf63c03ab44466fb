import type { Wrestler } from '../entities/wrestler';
import type { Rng } from './rng';

export { readStat } from './stats';

type Delta = Partial<Record<keyof Wrestler, number>>;

/** Stats that take the random half-step fuzz after a win or a loss, in draw order. */
export const FUZZED_STATS = ['followers', 'damage', 'popularity', 'stamina', 'charisma', 'morale'] as const;

/** 0, 0.5, … 4.5: one draw per stat (DESIGN §3). */
export const fuzz = (rng: Rng): number => 0.5 * Math.floor(rng() * 10);

function applyDelta(wrestler: Wrestler, delta: Delta): Wrestler {
  const next: Wrestler = { ...wrestler };
  for (const [key, amount] of Object.entries(delta) as [keyof Wrestler, number][]) {
    (next as unknown as Record<string, number>)[key] = (wrestler[key] as number) + amount;
  }
  return next;
}

function withFuzz(wrestler: Wrestler, rng: Rng): Wrestler {
  const delta: Delta = {};
  for (const key of FUZZED_STATS) delta[key] = fuzz(rng);
  return applyDelta(wrestler, delta);
}

// docs/decisions-rules.md: remaining appearances never drop below 0.
const spendAppearance = (wrestler: Wrestler): number => Math.max(0, wrestler.remainingAppearances - 1);

// SPEC §4 Reading A: what production completion applies. Stats are stored raw (capped on read).
export const WIN_DELTA: Delta = {
  wins: 1, streak: 1, followers: 2000, damage: 1.5, popularity: 1.5, charisma: 1.5, morale: 1.5, points: 0.5, stamina: -1.5,
};
export const LOSS_DELTA: Delta = {
  losses: 1, followers: 500, damage: 1.01, points: -0.5, charisma: -1.01, popularity: -1.01, stamina: -1.01, morale: -1.01,
};
export const DRAW_DELTA: Delta = {
  draws: 1, followers: 750, damage: 1.1, charisma: 1.1, popularity: -1.1, stamina: -1.1, morale: -1.1,
};

export function applyWin(wrestler: Wrestler, rng: Rng): Wrestler {
  const won = applyDelta(wrestler, WIN_DELTA);
  return withFuzz({ ...won, remainingAppearances: spendAppearance(wrestler) }, rng);
}

export function applyLoss(wrestler: Wrestler, rng: Rng): Wrestler {
  const lost = applyDelta(wrestler, LOSS_DELTA);
  return withFuzz({ ...lost, streak: 0, remainingAppearances: spendAppearance(wrestler) }, rng);
}

/** A draw has no fuzz (SPEC §4 names it only after a win or a loss). */
export function applyDraw(wrestler: Wrestler): Wrestler {
  return { ...applyDelta(wrestler, DRAW_DELTA), remainingAppearances: spendAppearance(wrestler) };
}

// SPEC §4 Reading B: the Modifiers screen's one-click actions.
export const BOOST_DELTA: Delta = { morale: 1, popularity: 1, charisma: 1, stamina: 1, points: 1, damage: -1 };
export const PENALTY_DELTA: Delta = { points: -1, morale: -1, popularity: -1, stamina: -1, damage: 1 };

export const boost = (wrestler: Wrestler): Wrestler => applyDelta(wrestler, BOOST_DELTA);
export const penalty = (wrestler: Wrestler): Wrestler => applyDelta(wrestler, PENALTY_DELTA);

/** Which result an appearance records, for applying it to its wrestler. */
export function applyResult(
  wrestler: Wrestler,
  result: { winner?: boolean; loser?: boolean; draw?: boolean },
  rng: Rng,
): Wrestler {
  if (result.winner) return applyWin(wrestler, rng);
  if (result.loser) return applyLoss(wrestler, rng);
  if (result.draw) return applyDraw(wrestler);
  return wrestler;
}
