import type { ReactNode } from 'react';
import { useGameLoadState } from './game-context';
import { GameSkeleton } from './GameSkeleton';
import { LazyRecoveredNotice } from '../saves/LazyRecoveredNotice';
import { LazyDamageNotice } from '../saves/LazyDamageNotice';

/** Shows the skeleton until the Game record is loaded; a failed load goes to the crash screen. */
export function GameGate({ children }: { children: ReactNode }) {
  const state = useGameLoadState();
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <GameSkeleton />;
  return (
    <>
      {children}
      <LazyRecoveredNotice />
      <LazyDamageNotice />
    </>
  );
}
