import { kindOrDefault } from '../../catalog/segment-kinds';
import type { Stored } from '../../entities/base';
import type { Wrestler } from '../../entities/wrestler';
import { appearancesOf, byId, replaceById, type CompletionStep } from '../../production/completion-work';
import { isInjured } from './fitness';
import { drawInjury, FORCED_REST, injure, injuryChance, INJURY_LIMITS } from './injury';
import { readStat } from '../stats';

/**
 * Issue 15 (living rules), after the results are recorded: every wrestler of a match may be injured
 * (one roll each, chance from injury.ts on their damage after the match, its kind and stamina), and
 * one whose damage has reached the rest threshold is sent to rest. Managers do not wrestle; a
 * wrestler already out keeps the return date they have. Runs after the stat rules so it judges the
 * damage the match left.
 */
export const injureAfterMatches: CompletionStep = (work, rng) => {
  const date = work.production.date;
  const wrestlers = byId(work.wrestlers);
  for (const segment of work.segments) {
    const kind = kindOrDefault(segment.type);
    if (!kind.competition || !kind.registerVictory) continue;
    for (const appearance of appearancesOf(work, segment)) {
      const wrestler = wrestlers.get(appearance.wrestlerId);
      if (!wrestler || appearance.manager || isInjured(wrestler, date)) continue;
      wrestlers.set(wrestler.id, afterMatch(wrestler, segment.type, date, rng));
    }
  }
  return { ...work, wrestlers: replaceById(work.wrestlers, [...wrestlers.values()]) };
};

function afterMatch(wrestler: Stored<Wrestler>, type: string, date: string, rng: () => number): Stored<Wrestler> {
  if (rng() < injuryChance(wrestler, type)) return injure(wrestler, date, drawInjury(rng));
  if (readStat(wrestler, 'damage') >= INJURY_LIMITS.restDamage) {
    return injure(wrestler, date, { name: FORCED_REST, days: INJURY_LIMITS.restDays });
  }
  return wrestler;
}
