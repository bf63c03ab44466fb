import type { TutorialStep } from './guided-tutorial-steps';

/** What the player did, or what the screen they opened shows: the tutorial follows these. */
export type PlayerEvent =
  | { type: 'player.openedSchedule' }
  | { type: 'player.createdProduction' }
  | { type: 'player.openedProduction'; booked: boolean; simulated: boolean }
  | { type: 'player.randomised' }
  | { type: 'player.simulated' };

export const PLAYER_EVENTS = ['player.openedSchedule', 'player.createdProduction', 'player.openedProduction', 'player.randomised', 'player.simulated'] as const;

/** The steps an event shows done (none for an event that is not the player's). */
export function stepsDoneBy(event: { type: string }): TutorialStep['id'][] {
  const player = event as PlayerEvent;
  switch (player.type) {
    case 'player.openedSchedule':
      return ['choose'];
    case 'player.createdProduction':
      return ['choose', 'create'];
    case 'player.openedProduction':
      return [
        'choose',
        'create',
        ...(player.booked || player.simulated ? (['randomise'] as const) : []),
        ...(player.simulated ? (['simulate'] as const) : []),
      ];
    case 'player.randomised':
      return ['choose', 'create', 'randomise'];
    case 'player.simulated':
      return ['choose', 'create', 'randomise', 'simulate'];
    default:
      return [];
  }
}
