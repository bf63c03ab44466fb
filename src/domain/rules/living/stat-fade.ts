import type { Wrestler } from '../../entities/wrestler';
import { clampStat, clampStats } from './bounded-stats';

/**
 * Issue 15 item 6 (living rules): stats drift back toward the wrestler's level a little every
 * week. Matches push them away (step 3); without use the pull wins, so an idle star fades and an
 * idle newcomer's stats settle, and nothing runs off to the edges.
 *
 * The wrestler's level is read from their record, not from the stats that fade (which would chase
 * itself): 10 + 80 × win share, so 50 with no match yet, 90 for one who always wins, 10 for one
 * who always loses (the seed's records run from about a third to four fifths won: levels 35–75). Points, charisma, popularity and morale fade toward it; stamina recovers
 * toward 100 and damage toward 0 (rest). Every stored stat is also put within 0–100 here, so a
 * save or seed holding an out-of-range value is corrected the first week the calendar moves.
 */
export const FADE_PER_WEEK = 0.02;
/**
 * Points and popularity settle at the wrestler's own level (Wrestler.pointsLevel/popularityLevel,
 * taken from their values the first living week) rather than at one shared from the record: a
 * shared level pulled a whole roster into the 30–50 points band within two years and emptied the
 * shows whose points band starts at 50 (issue 15 tuning). The level follows the wrestler's value
 * at ANCHOR_DRIFT a week, so a career can still rise or fall.
 */
export const ANCHOR_DRIFT = 0.005;
const STANDING = ['charisma', 'morale'] as const;
const ANCHORED = [['points', 'pointsLevel'], ['popularity', 'popularityLevel']] as const;

/** 10 + 80 × wins ÷ matches (draws count half); 50 with none. */
export function levelOf(wrestler: Pick<Wrestler, 'wins' | 'losses' | 'draws'>): number {
  const wins = Math.max(0, wrestler.wins || 0);
  const played = wins + Math.max(0, wrestler.losses || 0) + Math.max(0, wrestler.draws || 0);
  if (played === 0) return 50;
  return 10 + 80 * ((wins + 0.5 * Math.max(0, wrestler.draws || 0)) / played);
}

/** The share of the gap closed in `days` (a week closes FADE_PER_WEEK). */
export const fadeShare = (days: number): number => 1 - (1 - FADE_PER_WEEK) ** (Math.max(0, days) / 7);

const toward = (value: number, target: number, share: number): number => clampStat(value + (target - value) * share);

/** One wrestler after `days` of fading (values within 0–100; the same object when nothing changes). */
export function fadeStats<W extends Wrestler>(wrestler: W, days: number): W {
  const clamped = clampStats(wrestler);
  const share = fadeShare(days);
  if (share === 0) return clamped;
  const level = levelOf(clamped);
  const next = { ...clamped };
  for (const stat of STANDING) next[stat] = toward(clamped[stat], level, share);
  const drift = 1 - (1 - ANCHOR_DRIFT) ** (Math.max(0, days) / 7);
  for (const [stat, field] of ANCHORED) {
    const anchor = clamped[field] >= 0 ? clampStat(clamped[field]) : clamped[stat];
    next[stat] = toward(clamped[stat], anchor, share);
    next[field] = toward(anchor, next[stat], drift);
  }
  next.stamina = toward(clamped.stamina, 100, share);
  next.damage = toward(clamped.damage, 0, share);
  return next;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** What the rule reads of the week's world (WeekWorld; not imported, so week-rules.ts can list it without a cycle). */
interface FadingWorld {
  days: number;
  wrestlers: Wrestler[];
}

/** The week rule: every wrestler fades over the days moved (kept to two decimals). */
export const statFade = {
  name: 'stats fade toward the wrestler\u2019s level',
  run: <World extends FadingWorld>(world: World): World => ({
    ...world,
    wrestlers: world.wrestlers.map((wrestler) => {
      const faded = fadeStats(wrestler, world.days);
      if (faded === wrestler) return wrestler;
      for (const stat of ['points', 'charisma', 'popularity', 'morale', 'stamina', 'damage', 'pointsLevel', 'popularityLevel'] as const) faded[stat] = round2(faded[stat]);
      return faded;
    }),
  }),
};
