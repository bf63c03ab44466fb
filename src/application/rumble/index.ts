import type { MachineUseCaseDeps } from '../machines/deps';
import { createCreateRumble } from './create-rumble';
import { createPlayRumble } from './play-rumble';

export type { CreateRumbleOptions } from './create-rumble';

/** SPEC §7 rumble actions: create, start, enter, eliminate, complete (finish), and run a whole one. */
export function createRumbleServices(deps: MachineUseCaseDeps) {
  return { create: createCreateRumble(deps), ...createPlayRumble(deps) };
}

export type RumbleServices = ReturnType<typeof createRumbleServices>;
