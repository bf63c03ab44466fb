import { createCreateRumble } from './create-rumble';
import { createDrawEntrants } from './draw-entrants';
import { createPlayRumble } from './play-rumble';
import { createRemoveRumble } from './remove-rumble';
import type { MachineUseCaseDeps } from '../deps';
import { createRumbleList, createRumbleView } from './rumble-view';

export type { CreateRumbleOptions } from './create-rumble';
export { MIN_RUMBLE_ENTRANTS } from './create-rumble';
export type { DrawEntrantsOptions } from './draw-entrants';
export type { RumbleList, RumbleView } from './rumble-view';

/**
 * SPEC §7 rumble actions: create, start, enter, eliminate, complete (finish), and run a whole one;
 * `draw` picks random eligible entrants for the create form; `remove` deletes one (its title changes stay).
 * Queries: `view` one rumble with its names, title and reign (null when missing), `list` them all.
 */
export function createRumbleServices(deps: MachineUseCaseDeps) {
  return {
    create: createCreateRumble(deps),
    draw: createDrawEntrants(deps),
    remove: createRemoveRumble(deps),
    ...createPlayRumble(deps),
    view: createRumbleView(deps),
    list: createRumbleList(deps),
  };
}

export type RumbleServices = ReturnType<typeof createRumbleServices>;
