import { createActor } from 'xstate';
import type { Rumble } from '../../../domain/entities/rumble';
import { rumbleMachine, type RumbleEvent } from '../../../domain/machines/rumble.machine';

export type RumbleEventType = RumbleEvent['type'];
export type AllowedEvents = Record<RumbleEventType, boolean> & { run: boolean };

const EVENTS: readonly RumbleEventType[] = ['rumble.start', 'rumble.enter', 'rumble.eliminate', 'rumble.finish'];

/**
 * Which buttons the rumble's machine would act on, asked of the machine itself (restored from the
 * record, as the use cases restore it) so the screen never offers a step it would ignore. The rng
 * is never called: `can` only evaluates guards.
 */
export function allowedEvents(rumble: Rumble): AllowedEvents {
  const actor = createActor(rumbleMachine, { input: { rumble, rng: () => 0 } }).start();
  const snapshot = actor.getSnapshot();
  const allowed = Object.fromEntries(EVENTS.map((type) => [type, snapshot.can({ type })])) as Record<RumbleEventType, boolean>;
  actor.stop();
  // "Run to the end" finishes the rumble, so it applies wherever finishing does.
  return { ...allowed, run: allowed['rumble.finish'] };
}
