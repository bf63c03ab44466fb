import type { Wrestler } from '../../entities/wrestler';
import { momentumCooled } from './momentum';

interface CoolingWorld {
  days: number;
  wrestlers: Wrestler[];
}

/** Issue 35, living week rule: every wrestler's momentum cools toward 0 over the days moved (draws nothing). */
export const momentumCools = {
  name: 'momentum cools',
  run: <World extends CoolingWorld>(world: World): World => ({
    ...world,
    wrestlers: world.wrestlers.map((wrestler) => {
      const momentum = momentumCooled(wrestler.momentum ?? 0, world.days);
      return momentum === wrestler.momentum ? wrestler : { ...wrestler, momentum };
    }),
  }),
};
