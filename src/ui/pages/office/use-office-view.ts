import { useCallback, useEffect, useState } from 'react';
import type { OfficeView } from '../../../application/office';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';
import { useChangesElsewhere } from '../../components/use-changes-elsewhere';
import { useAnnounce } from '../../components/Announcer';
import { calendarMoved } from '../../components/calendar-announcement';
import { rivalsRan, useRivalWeek, type RivalProgress } from '../../components/use-rival-week';

export interface OfficeState {
  view: OfficeView | null;
  error: string | null;
  advancing: boolean;
  /** Issue 18: the rivals' shows while Advance runs (null otherwise, or without rivals). */
  rivals: RivalProgress | null;
  advance(): Promise<void>;
}

/** The office read model, and the day advance that refreshes it (and the game context's date). */
export function useOfficeView(): OfficeState {
  const { office, logger, analytics } = useServices();
  const { updateGame } = useGame();
  const announce = useAnnounce();
  const [view, setView] = useState<OfficeView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const { progress: rivals, watch, finish } = useRivalWeek();

  const load = useCallback(async () => {
    try {
      setView(await office.view());
      setError(null);
    } catch (cause) {
      logger.error('Could not read the office', cause);
      setError(messageOf(cause));
    }
  }, [office, logger]);

  useEffect(() => {
    void load();
  }, [load]);
  // Another tab's results, money or date (issue 14): read again, the old view staying meanwhile.
  useChangesElsewhere(() => void load());

  const advance = useCallback(async () => {
    setAdvancing(true);
    const watched = watch();
    try {
      const game = await office.advance(watched.options);
      analytics.track('Office', 'advance', { value: game.amountOfDays });
      // The record is already written; this hands the new date to the rest of the UI.
      await updateGame({ date: game.date });
      await load();
      announce(calendarMoved('forward', game.amountOfDays, game.date) + rivalsRan(watched.summary()));
    } catch (cause) {
      logger.error('Could not advance the calendar', cause);
      setError(messageOf(cause));
    } finally {
      setAdvancing(false);
      finish();
    }
  }, [office, analytics, updateGame, load, logger, announce, watch, finish]);

  return { view, error, advancing, rivals, advance };
}
