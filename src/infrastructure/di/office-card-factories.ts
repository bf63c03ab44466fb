import type { UseCaseDeps } from '../../application/deps';
import type { AppServices } from '../../application/services';
import { createOwnerServices } from '../../application/owner';
import { createTalentServices } from '../../application/talent';
import { createWarServices } from '../../application/war';
import type { AsyncFeature } from './lazy-feature';

/**
 * The play features the office's cards read on its first render (the ratings war, the talent war,
 * the owner): a chunk of their own, loaded on their first call like every play feature, but
 * without play-factories.ts, whose booking and completion (the statecharts among them) would
 * otherwise arrive with the first page (issue 19: 329 KB of JavaScript before the office's title).
 */
export const officeCardFactories = {
  war: createWarServices,
  talent: createTalentServices,
  owner: createOwnerServices,
} as const satisfies { [K in OfficeCardKey]: (deps: UseCaseDeps) => AppServices[K] & AsyncFeature<AppServices[K]> };

export type OfficeCardKey = 'war' | 'talent' | 'owner';
