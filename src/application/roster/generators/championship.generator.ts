import { createChampionship, type Championship } from '../../../domain/entities/championship';
import type { GenerateContext } from './context';
import { chance, int, pick } from './random-tools';
import { TITLE_ADJECTIVES, TITLE_NOUNS } from './words';

// A title's tier sets its points band and rank (a lower rank is a bigger title).
const TIERS = [
  { minPoints: 60, maxPoints: 100, rank: 10 },
  { minPoints: 40, maxPoints: 90, rank: 30 },
  { minPoints: 0, maxPoints: 70, rank: 60 },
] as const;

/** A vacant title of one brand; one in five is a tag-team title held by two. */
export function generateChampionship({ rng, brandIds, gender }: GenerateContext): Championship {
  const tier = pick(rng, TIERS);
  const tag = chance(rng, 0.2);
  const sex = gender ?? (chance(rng, 0.75) ? 'MALE' : 'FEMALE');
  const division = sex === 'FEMALE' ? "Women's " : '';
  const noun = tag ? 'Tag Team' : pick(rng, TITLE_NOUNS);
  return createChampionship({
    name: `${pick(rng, TITLE_ADJECTIVES)} ${division}${noun} Championship`,
    gender: sex,
    holders: tag ? 2 : 1,
    brandIds: brandIds.length > 0 ? [pick(rng, brandIds)] : [],
    minPoints: tier.minPoints,
    maxPoints: tier.maxPoints,
    rank: tier.rank + int(rng, 0, 9),
  });
}
