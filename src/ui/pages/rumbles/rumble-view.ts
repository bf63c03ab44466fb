import type { RumbleView } from '../../../application/rumble';
import type { Rumble } from '../../../domain/entities/rumble';
import { nextEntrant, remainingEntrants } from '../../../domain/rules/rumble';

// The read model is the application's query (rumbles.view); these helpers only present it.
export type { RumbleView };

export const entrantName = (view: Pick<RumbleView, 'names'>, id: number): string => view.names.get(id) ?? `Wrestler #${id}`;

/** Entrants who have neither entered nor been eliminated, in entry order. */
export const waitingEntrants = (rumble: Rumble): number[] =>
  rumble.entryIds.filter((id) => !rumble.enteredIds.includes(id) && !rumble.eliminationIds.includes(id));

export const inTheRing = remainingEntrants;

export type RumbleStatus = 'Not started' | 'Running' | 'Finished';

export const rumbleStatusOf = (rumble: Pick<Rumble, 'active' | 'complete'>): RumbleStatus =>
  rumble.complete ? 'Finished' : rumble.active ? 'Running' : 'Not started';

/** Finishing now would crown someone while others could still win (or nobody at all). */
export const finishingEarly = (rumble: Rumble): boolean =>
  remainingEntrants(rumble).length !== 1 || nextEntrant(rumble) !== undefined;
