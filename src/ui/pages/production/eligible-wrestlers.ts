import type { Stored } from '../../../domain/entities/base';
import type { Show } from '../../../domain/entities/show';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { eligibilityBrands } from '../../../domain/rules/random-match';
import { readStat } from '../../../domain/rules/stats';

export interface EligibilityScope {
  productionBrandIds: readonly number[];
  gameBrandIds: readonly number[];
  show: Pick<Show, 'minPoints' | 'maxPoints'> | null;
}

/**
 * SPEC §5 "Eligible wrestlers" for booking by hand: active, not retired, sharing a brand with the
 * production (or the game's brands), and inside the show's points band. Unlike a random match, any
 * gender and any points above the band's floor may be booked: the player decides.
 */
export function eligibleWrestlers<W extends Stored<Wrestler>>(wrestlers: readonly W[], scope: EligibilityScope): W[] {
  const brands = eligibilityBrands(scope.productionBrandIds, scope.gameBrandIds);
  return wrestlers
    // Issue 15: a free agent (unsigned, e.g. a living contract that ran out) is not bookable by hand either.
    .filter((w) => w.active && !w.retired && w.status !== 'UNSIGNED')
    .filter((w) => brands.length === 0 || w.brandIds.some((id) => brands.includes(id)))
    .filter((w) => {
      if (!scope.show) return true;
      const points = readStat(w, 'points');
      return points >= scope.show.minPoints && points <= scope.show.maxPoints;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
