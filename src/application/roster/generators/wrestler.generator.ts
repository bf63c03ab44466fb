import { addDays } from '../../../domain/dates';
import { Alignment, WrestlerClass, type Gender } from '../../../domain/entities/enums';
import { createWrestler, type Wrestler } from '../../../domain/entities/wrestler';
import { RANDOM_MATCH } from '../../../domain/rules/random-match';
import { weightedPick } from '../../../domain/rules/weighted-pick';
import type { GenerateContext } from './context';
import { chance, clamp, int, pick } from './random-tools';
import { FEMALE_FIRST, LAST, MALE_FIRST, MOVE_ADJECTIVES, MOVE_NOUNS, PLACES, RING_NAMES } from './words';

/** Points like the seed roster's (10 to 96); the other statistics scatter around them. */
export function generateWrestler({ rng, today, brandIds, gender }: GenerateContext): Wrestler {
  const sex: Gender = gender ?? weightedPick(RANDOM_MATCH.genders, RANDOM_MATCH.genderWeights, rng);
  const points = int(rng, 10, 96);
  const near = (spread: number) => clamp(points + int(rng, -spread, spread));
  const place = pick(rng, PLACES);
  const tall = sex === 'MALE' ? int(rng, 170, 208) : int(rng, 155, 185);
  const name = chance(rng, 0.15)
    ? pick(rng, RING_NAMES)
    : `${pick(rng, sex === 'MALE' ? MALE_FIRST : FEMALE_FIRST)} ${pick(rng, LAST)}`;

  return createWrestler(
    {
      name,
      gender: sex,
      brandIds: brandIds.length > 0 ? [pick(rng, brandIds)] : [],
      alignment: pick(rng, Object.values(Alignment)),
      class: pick(rng, Object.values(WrestlerClass)),
      height: tall,
      // Roughly proportional to height, with a heavier tail for giants and bruisers.
      weight: Math.round(tall * 0.55 + int(rng, -10, 40)),
      dob: addDays(today, -int(rng, 20 * 365, 45 * 365)),
      billedFrom: place.city,
      region: place.region,
      country: place.country,
      points,
      morale: near(20),
      stamina: near(25),
      popularity: near(30),
      charisma: near(30),
      followers: Math.round(points * points * 100 + int(rng, 0, 50_000)),
      cost: Math.round((50 + (points * points) / 10) / 10) * 10,
      finisher: `${pick(rng, MOVE_ADJECTIVES)} ${pick(rng, MOVE_NOUNS)}`,
    },
    today,
  );
}
