import { showTypes } from '../../../domain/catalog/show-types';
import type { ShowFrequency, ShowTypeKey } from '../../../domain/entities/enums';
import { createShow, type Show } from '../../../domain/entities/show';
import { weightedPick } from '../../../domain/rules/weighted-pick';
import type { GenerateContext } from './context';
import { int, pick } from './random-tools';
import { EVENT_ADJECTIVES, SHOW_DAYS, SHOW_NOUNS } from './words';

// Weekly television is most of a promotion's calendar; the big events come monthly or yearly.
const KINDS: readonly { type: ShowTypeKey; frequency: ShowFrequency; maxDuration: readonly number[] }[] = [
  { type: 'TV', frequency: 'weekly', maxDuration: [5400, 7200, 8280] },
  { type: 'CABLE', frequency: 'weekly', maxDuration: [3600] },
  { type: 'PPV', frequency: 'monthly', maxDuration: [10800, 12600] },
  { type: 'MAJOR_PPV', frequency: 'yearly', maxDuration: [14400, 18000] },
  { type: 'WORLD', frequency: 'yearly', maxDuration: [18000] },
];
const WEIGHTS = [0.4, 0.25, 0.2, 0.1, 0.05];

/** A show built on one economy preset, with a schedule that fits its frequency. */
export function generateShow({ rng, brandIds }: GenerateContext): Show {
  const kind = weightedPick(KINDS, WEIGHTS, rng);
  const dayIndex = kind.frequency === 'weekly' ? int(rng, 1, 5) : pick(rng, [0, 6]);
  const name =
    kind.frequency === 'weekly'
      ? `${SHOW_DAYS[dayIndex]} Night ${pick(rng, SHOW_NOUNS)}`
      : `${pick(rng, EVENT_ADJECTIVES)} ${pick(rng, SHOW_NOUNS)}`;
  return createShow({
    ...showTypes[kind.type],
    name,
    type: kind.type,
    frequency: kind.frequency,
    dayIndex,
    weekIndex: int(rng, 0, 3),
    monthIndex: int(rng, 0, 11),
    maxDuration: pick(rng, kind.maxDuration),
    brandIds: brandIds.length > 0 ? [pick(rng, brandIds)] : [],
  });
}
