import { useCallback, useEffect, useState } from 'react';
import type { Schedule } from '../../../application/calendar';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';
import { useAnnounce } from '../../components/Announcer';
import { calendarMoved, windowShown } from '../../components/calendar-announcement';
import { rivalsRan, useRivalWeek, type RivalProgress } from '../../components/use-rival-week';

export type Direction = 'backward' | 'forward';

export interface ScheduleState {
  /** null while loading. */
  schedule: Schedule | null;
  /** False when the save holds no brands or wrestlers yet (nothing to schedule). */
  hasGame: boolean | null;
  error: string | null;
  /** Brand names by id, for the shows' lines. */
  brandNames: ReadonlyMap<number, string>;
  /** The direction the calendar is moving in, while it moves. */
  moving: Direction | null;
  /** Issue 18: the rivals' shows while the calendar moves forward (null otherwise, or without rivals). */
  rivals: RivalProgress | null;
  /**
   * Backward looks at the window before the one shown (issue 33: the game's date never moves back);
   * forward looks at the next one while looking back, and moves the game on from its own week.
   */
  move(direction: Direction): Promise<void>;
  /** Issue 33: back to the game's own week. */
  thisWeek(): Promise<void>;
}

/** The schedule window read model, and the calendar steps that move it (and the game context). */
export function useSchedule(): ScheduleState {
  const { calendar, game: gameService, logger, analytics } = useServices();
  const { updateGame } = useGame();
  const announce = useAnnounce();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [hasGame, setHasGame] = useState<boolean | null>(null);
  const [brandNames, setBrandNames] = useState<ReadonlyMap<number, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<Direction | null>(null);
  const { progress: rivals, watch, finish } = useRivalWeek();

  const load = useCallback(async (stepsBack = 0): Promise<Schedule | null> => {
    try {
      const [exists, next, names] = await Promise.all([gameService.hasGame(), calendar.schedule(stepsBack), calendar.brandNames()]);
      setHasGame(exists);
      setBrandNames(names);
      setSchedule(next);
      setError(null);
      return next;
    } catch (cause) {
      logger.error('Could not read the show schedule', cause);
      setError(messageOf(cause));
      return null;
    }
  }, [calendar, gameService, logger]);

  useEffect(() => {
    void load();
  }, [load]);

  // Issue 33: looking at another window reads it; the game's date stays where it is.
  const browse = useCallback(
    async (stepsBack: number) => {
      const shown = await load(stepsBack);
      if (shown) announce(windowShown(shown));
    },
    [load, announce],
  );
  const stepsBack = schedule?.stepsBack ?? 0;

  const move = useCallback(
    async (direction: Direction) => {
      if (direction === 'backward' || stepsBack > 0) return browse(direction === 'backward' ? stepsBack + 1 : stepsBack - 1);
      setMoving(direction);
      const watched = watch();
      try {
        const game = await calendar.forward(watched.options);
        analytics.track('Schedule', direction, { value: game.amountOfDays });
        // The record is already written; this hands the new date to the rest of the UI.
        await updateGame({ date: game.date });
        await load();
        // The stepper keeps focus; the new date is spoken.
        announce(calendarMoved(direction, game.amountOfDays, game.date) + rivalsRan(watched.summary()));
      } catch (cause) {
        logger.error('Could not move the calendar', cause);
        setError(messageOf(cause));
      } finally {
        setMoving(null);
        finish();
      }
    },
    [calendar, analytics, updateGame, load, logger, announce, watch, finish, browse, stepsBack],
  );
  const thisWeek = useCallback(() => browse(0), [browse]);

  return { schedule, hasGame, brandNames, error, moving, rivals, move, thisWeek };
}
