import type { TalentMove } from '../../domain/entities/talent-market';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';

/** Issue 18 item 4: the war for talent (rivals' offers, the player's counters and poaching, the board of moves). */
export const createTalentServices = ({ repos }: UseCaseDeps) => ({
  /** Wrestlers who changed promotion, newest last. */
  moves: async (): Promise<TalentMove[]> => (await readGame(repos))?.talentMoves ?? [],
});

export type TalentServices = ReturnType<typeof createTalentServices>;
