import { useMemo } from 'react';
import { useReadModel } from '../../components/use-read-model';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import type { World } from './month-contents';

export interface CalendarWorldState {
  world: World | null;
  /** The month `world` holds the productions of: the one asked for once its read has landed. */
  month: string | null;
  /** False when the save holds no brands or wrestlers yet. */
  hasGame: boolean | null;
  error: string | null;
}

/** Shows, wrestlers and the month's productions (issue 19: a month at a time, not every production ever). */
export function useCalendarWorld(month: string): CalendarWorldState {
  const { calendar, game: gameService } = useServices();
  const { game } = useGame();
  const read = () => Promise.all([gameService.hasGame(), calendar.world(month), month] as const);
  // Read again for another month, and when the game's brands change, as the shows on the calendar depend on them.
  const { data, error } = useReadModel(read, 'the calendar', `${month}:${game.brandIds.join(',')}`);
  const world = useMemo(() => (data ? { ...data[1], brandIds: game.brandIds } : null), [data, game.brandIds]);
  return { world, month: data ? data[2] : null, hasGame: data ? data[0] : null, error };
}
