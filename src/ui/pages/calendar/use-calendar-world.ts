import { useMemo } from 'react';
import { useReadModel } from '../../components/use-read-model';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import type { World } from './month-contents';

export interface CalendarWorldState {
  world: World | null;
  /** False when the save holds no brands or wrestlers yet. */
  hasGame: boolean | null;
  error: string | null;
}

/** Shows, wrestlers and productions, read once: every month the player pages through uses them. */
export function useCalendarWorld(): CalendarWorldState {
  const { calendar, game: gameService } = useServices();
  const { game } = useGame();
  const read = () => Promise.all([gameService.hasGame(), calendar.world()]);
  // Read again when the game's brands change, as the shows on the calendar depend on them.
  const { data, error } = useReadModel(read, 'the calendar', game.brandIds.join(','));
  const world = useMemo(() => (data ? { ...data[1], brandIds: game.brandIds } : null), [data, game.brandIds]);
  return { world, hasGame: data ? data[0] : null, error };
}
