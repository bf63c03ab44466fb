import { useEffect, useRef, useState } from 'react';
import type { NewGameOptions, NewGameProgress } from '../../../application/new-game';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type StartStatus =
  | { state: 'loading'; progress: NewGameProgress | null }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/**
 * Runs the new game once per visit of `/start`, even when React mounts the effect twice (dev
 * StrictMode): both runs subscribe to the same promise instead of wiping the save twice.
 */
export function useStartNewGame(options: NewGameOptions | null): StartStatus {
  const { newGame, logger, analytics } = useServices();
  const { updateGame } = useGame();
  const [status, setStatus] = useState<StartStatus>({ state: 'loading', progress: null });
  const run = useRef<Promise<void> | null>(null);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    if (options && !run.current) {
      run.current = newGame
        .startNewGame(options, (progress) => live.current && setStatus({ state: 'loading', progress }))
        // The game context still holds the old record: hand it the new one (same values, no change).
        .then(({ date, brandIds, gender, amountOfDays, tutorials, storeVersion, tutorialStep, playerCompanyId, difficulty }) =>
          updateGame({ date, brandIds, gender, amountOfDays, tutorials, storeVersion, tutorialStep, playerCompanyId, difficulty }),
        )
        .then(
          () => {
            analytics.track('Setup', 'started');
            if (live.current) setStatus({ state: 'done' });
          },
          (error: unknown) => {
            logger.error('Could not start a new game', error);
            if (live.current) setStatus({ state: 'failed', message: messageOf(error) });
          },
        );
    }
    return () => {
      live.current = false;
    };
  }, [options, newGame, updateGame, logger, analytics]);

  return status;
}
