import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { SafetyCopyInfo } from '../../application/ports/safety-copies.port';
import { useServices } from '../services-context';
import { useChangesElsewhere } from '../components/use-changes-elsewhere';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; game: Stored<Game> }
  | { status: 'failed'; error: unknown };

interface GameContextValue {
  state: LoadState;
  updateGame(changes: Partial<Game>): Promise<void>;
  /** Reads the Game record again (after a safety copy put back another one). */
  reloadGame(): Promise<void>;
  /** Issue 14: the safety copy put back at start because a replace was interrupted, until dismissed. */
  recovered: SafetyCopyInfo | null;
  dismissRecovered(): void;
}

const GameContext = createContext<GameContextValue | null>(null);

/** Loads (or creates) the Game record once and keeps it in React state (SPEC §2 Game bootstrap). */
export function GameProvider({ children }: { children: ReactNode }) {
  const { game: gameService, saves, logger } = useServices();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [recovered, setRecovered] = useState<SafetyCopyInfo | null>(null);

  useEffect(() => {
    let live = true;
    // An import or new game a closed tab left half-done is undone before anything reads the game;
    // one running in another tab right now is waited for first (issue 34).
    const recovery = saves.recoverInterrupted().catch((error: unknown) => {
      logger.error('Could not undo an interrupted replace of the game', error);
      return null;
    });
    recovery.then((copy) => {
      if (live && copy) setRecovered(copy);
      return gameService.load();
    }).then(
      (game) => live && setState({ status: 'ready', game }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [gameService, saves, logger]);

  // Another tab moved the date or flipped a switch (issue 14): take the stored record again.
  useChangesElsewhere((change) => {
    if (!change.tables.includes('Game')) return;
    gameService.load().then(
      (game) => setState((current) => (current.status === 'ready' ? { status: 'ready', game } : current)),
      (error: unknown) => logger.warn('Could not read the game record again', error),
    );
  });

  const updateGame = useCallback(
    async (changes: Partial<Game>) => {
      // Optimistic: the switch flips at once; the stored record then replaces the guess.
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', game: { ...current.game, ...changes } } : current,
      );
      try {
        setState({ status: 'ready', game: await gameService.update(changes) });
      } catch (error) {
        logger.error('Could not update the game record', error);
        // Fall back to what is really stored, so the screen never shows an unsaved value.
        setState({ status: 'ready', game: await gameService.load() });
      }
    },
    [gameService, logger],
  );

  const reloadGame = useCallback(async () => {
    setState({ status: 'ready', game: await gameService.load() });
  }, [gameService]);
  const dismissRecovered = useCallback(() => setRecovered(null), []);

  const value = useMemo(
    () => ({ state, updateGame, reloadGame, recovered, dismissRecovered }),
    [state, updateGame, reloadGame, recovered, dismissRecovered],
  );
  return <GameContext.Provider value={value}>{children}</GameContext.Provider>;
}

function useGameContext(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame() needs a <GameProvider> above it.');
  return value;
}

/** The load state, for the few places that render before the record is there (theme, gate). */
export function useGameLoadState(): LoadState {
  return useGameContext().state;
}

/** The loaded Game record and a way to change it; only valid below <GameGate>. */
export function useGame(): { game: Stored<Game>; updateGame(changes: Partial<Game>): Promise<void> } {
  const { state, updateGame } = useGameContext();
  if (state.status !== 'ready') throw new Error('useGame() is used before the game has loaded.');
  return { game: state.game, updateGame };
}

/** Reads the Game record again (a restored safety copy brings its own). */
export function useReloadGame(): () => Promise<void> {
  return useGameContext().reloadGame;
}

/** The safety copy put back at start, if a replace had been interrupted (issue 14). */
export function useRecoveredCopy(): { recovered: SafetyCopyInfo | null; dismiss(): void } {
  const { recovered, dismissRecovered } = useGameContext();
  return { recovered, dismiss: dismissRecovered };
}
