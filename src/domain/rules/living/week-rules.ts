import type { WeekWorld } from './week-world';
import type { Rng } from '../rng';
import { agingWeek } from './aging';
import { contractsRunOut } from './contract-expiry';
import { healInjuries } from './heal-week';
import { medicalStaff } from './medical-staff';
import { momentumCools } from './momentum-week';
import { retirementsAnnounced, retirementsTakeEffect } from './retirement';
import { rivalryWeek } from './rivalry-week';
import { debutsWeek } from './rookies';
import { starPowerWeek } from './star-power';
import { statFade } from './stat-fade';
import { talentMarketWeek } from './talent-market-week';
import { beltsFollowHolders } from './title-holders';
import { weeklyCharges } from './week-charges';

export type { WeekWorld } from './week-world';

/** One named rule of the living week: the world in, the world out; only `rng` is random. */
export interface WeekRule {
  name: string;
  run: (world: WeekWorld, rng: Rng) => WeekWorld;
}

/**
 * The living week's rules, in the order they run. Each lives in its own file beside this one and
 * has its own tests; add a rule with one line here.
 */
export const LIVING_WEEK_RULES: readonly WeekRule[] = [
  // Injuries heal with the days passed; contracts run out before the week's wages are paid.
  healInjuries,
  // Issue 33: each promotion's medical staff steadies how many are out (draws nothing).
  medicalStaff,
  { name: 'contracts run out', run: contractsRunOut },
  // The week's wages, the difficulty's costs (issue 18) and the overheads, then what being in the
  // red costs (week-charges.ts): once for each week the date newly passes (issue 33). They draw nothing.
  weeklyCharges,
  // The fade clamps whatever the rules before it changed into 0–100.
  statFade,
  // Issue 36: wrestlers grow to their prime, hold, then decline (draws nothing: each profile comes from the id).
  agingWeek,
  // Issue 36 item 4: momentum moves popularity, charisma and morale, and speeds a hot youngster's growth
  // (before it cools; draws nothing).
  starPowerWeek,
  // Issue 35: momentum cools toward 0 (draws nothing).
  momentumCools,
  // Issue 36: the day's retirements take effect before the rivalries rule, so a retired wrestler's
  // rivalry ends this week and the title they held is vacated (draws nothing).
  retirementsTakeEffect,
  // Issue 17, after every rule that draws (so their random streams stay as they were): rivalries
  // end cold or gone, and the world starts some where a brand has too few. It changes only the Game.
  { name: 'rivalries', run: rivalryWeek },
  // Issue 18, last (so every other rule's random stream stays as it was): the war for talent, only
  // in games with rival promotions.
  { name: 'talent market', run: talentMarketWeek },
  // Issue 36, after the market (so its random stream stays as it was): retirements are announced,
  // then the week's rookies arrive (the openings retirements left first).
  retirementsAnnounced,
  debutsWeek,
  // Issue 36, after the market (a champion who moved this week gives the title up the same week):
  // titles whose holders left, retired or are out for long are vacated, and rivals' titles about to
  // go BELTS.dueDays off the line (title-holders.ts). It draws nothing.
  { name: 'belts follow their holders', run: beltsFollowHolders },
];

/** Every rule in order. */
export const runWeekRules = (world: WeekWorld, rng: Rng, rules: readonly WeekRule[] = LIVING_WEEK_RULES): WeekWorld =>
  rules.reduce((next, rule) => rule.run(next, rng), world);
