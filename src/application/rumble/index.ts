import { createCreateRumble } from './create-rumble';
import { createDrawEntrants } from './draw-entrants';
import { createPlayRumble } from './play-rumble';
import { createRemoveRumble } from './remove-rumble';
import type { MachineUseCaseDeps } from '../deps';

export type { CreateRumbleOptions } from './create-rumble';
export { MIN_RUMBLE_ENTRANTS } from './create-rumble';
export type { DrawEntrantsOptions } from './draw-entrants';

/**
 * SPEC §7 rumble actions: create, start, enter, eliminate, complete (finish), and run a whole one;
 * `draw` picks random eligible entrants for the create form; `remove` deletes one (its title changes stay).
 */
export function createRumbleServices(deps: MachineUseCaseDeps) {
  return { create: createCreateRumble(deps), draw: createDrawEntrants(deps), remove: createRemoveRumble(deps), ...createPlayRumble(deps) };
}

export type RumbleServices = ReturnType<typeof createRumbleServices>;
