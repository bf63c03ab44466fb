import { useEffect, useState } from 'react';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import type { World } from './month-contents';
import { messageOf } from '../../errors/message-of';

export interface CalendarWorldState {
  world: World | null;
  /** False when the save holds no brands or wrestlers yet. */
  hasGame: boolean | null;
  error: string | null;
}

/** Shows, wrestlers and productions, read once: every month the player pages through uses them. */
export function useCalendarWorld(): CalendarWorldState {
  const { repos, game: gameService, logger } = useServices();
  const { game } = useGame();
  const [state, setState] = useState<CalendarWorldState>({ world: null, hasGame: null, error: null });

  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous throw ends as a message, not a crash.
    const read = async () =>
      Promise.all([gameService.hasGame(), repos.Show.all(), repos.Wrestler.all(), repos.Production.all()]);
    read().then(
      ([hasGame, shows, wrestlers, productions]) =>
        live && setState({ hasGame, error: null, world: { shows, wrestlers, productions, brandIds: game.brandIds } }),
      (cause: unknown) => {
        logger.error('Could not read the calendar', cause);
        if (live) setState({ world: null, hasGame: null, error: messageOf(cause) });
      },
    );
    return () => {
      live = false;
    };
  }, [repos, gameService, logger, game.brandIds]);

  return state;
}
