import type { TalentMove } from '../../domain/entities/talent-market';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';
import { createTalentActions } from './talent-actions';
import { readTalentBoard, type TalentBoard } from './talent-board';

export type { MoveRow, OfferRow, PoachTarget, TalentBoard } from './talent-board';
export type { TalentResult } from './talent-actions';

/** Issue 18 item 4: the war for talent (rivals' offers, the player's counters and poaching, the board of moves). */
export const createTalentServices = ({ repos, unitOfWork, random }: UseCaseDeps) => ({
  /** Wrestlers who changed promotion, newest last. */
  moves: async (): Promise<TalentMove[]> => (await readGame(repos))?.talentMoves ?? [],
  /** The Talent war page: open offers to answer, the moves with reasons, rivals' wrestlers to poach. */
  board: (): Promise<TalentBoard> => readTalentBoard(repos),
  /** How many offers wait for an answer (the office's line). */
  openOffers: async (): Promise<number> => ((await readGame(repos))?.talentOffers ?? []).filter((o) => o.status === 'open' && !o.settled).length,
  ...createTalentActions({ unitOfWork, random }),
});

export type TalentServices = ReturnType<typeof createTalentServices>;
