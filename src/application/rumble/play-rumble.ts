import { createActor, type Actor } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Rumble } from '../../domain/entities/rumble';
import { ErrorMessages } from '../../domain/errors';
import { rumbleMachine, type RumbleEvent } from '../../domain/machines/rumble.machine';
import type { Rng } from '../../domain/rules/rng';
import { canEliminate, canEnterNext, remainingEntrants, rumbleTitleChange } from '../../domain/rules/rumble';
import { saveTitleChanges } from '../championships/save-title-changes';
import type { Repositories } from '../ports/unit-of-work.port';
import { freshRng, type MachineUseCaseDeps } from '../deps';

type RumbleActor = Actor<typeof rumbleMachine>;

/** In "run whole rumble", the chance of an elimination right after each entry. */
export const ELIMINATION_CHANCE_PER_ENTRY = 0.5;

async function loadRumble(tx: Repositories, id: number): Promise<Stored<Rumble>> {
  const rumble = await tx.Rumble.get(id);
  if (!rumble) throw new Error(ErrorMessages.recordNotFound(id, 'Rumble'));
  return rumble;
}

/**
 * Each action restores the machine from the stored record, sends its events and writes what
 * changed (the rumble, and on finishing the title and reigns) in one unit of work.
 */
export function createPlayRumble({ unitOfWork, random, inspect, logger }: MachineUseCaseDeps) {
  const play = (id: number, drive: (actor: RumbleActor, rng: Rng) => void) =>
    unitOfWork.run(async (tx) => {
      const before = await loadRumble(tx, id);
      const rng = freshRng(random);
      const actor = createActor(rumbleMachine, { input: { rumble: before, rng }, inspect }).start();
      if (actor.getSnapshot().status === 'active') drive(actor, rng);
      const after = actor.getSnapshot().context.rumble;
      actor.stop();
      if (after === before) return before;
      const saved = await tx.Rumble.update(id, after);
      // SPEC §4: a rumble that has just finished with a championship moves the title and its reigns.
      const titleChange = before.complete ? null : rumbleTitleChange(saved);
      if (titleChange) await saveTitleChanges(tx, [titleChange]);
      return saved;
    });

  const step = (type: RumbleEvent['type']) => (id: number) => play(id, (actor) => actor.send({ type }));

  return {
    start: step('rumble.start'),
    enter: step('rumble.enter'),
    eliminate: (id: number) =>
      play(id, (actor) => {
        // SPEC §8 lists this console log: the tick does not apply (not running, or one entrant left).
        if (!actor.getSnapshot().can({ type: 'rumble.eliminate' })) logger?.debug('Failed to eliminate entry from rumble', { id });
        actor.send({ type: 'rumble.eliminate' });
      }),
    finish: step('rumble.finish'),
    /** Start, bring everyone in with eliminations along the way, eliminate down to one, finish. */
    run: (id: number) =>
      play(id, (actor, rng) => {
        const rumble = () => actor.getSnapshot().context.rumble;
        actor.send({ type: 'rumble.start' });
        while (canEnterNext(rumble())) {
          actor.send({ type: 'rumble.enter' });
          if (remainingEntrants(rumble()).length > 1 && rng() < ELIMINATION_CHANCE_PER_ENTRY) actor.send({ type: 'rumble.eliminate' });
        }
        while (canEliminate(rumble())) actor.send({ type: 'rumble.eliminate' });
        actor.send({ type: 'rumble.finish' });
      }),
  };
}

export type PlayRumble = ReturnType<typeof createPlayRumble>;
