import { hasRivals } from '../../domain/entities/promotion';
import type { TalentMove } from '../../domain/entities/talent-market';
import type { UseCaseDeps } from '../deps';
import { readGame } from '../game';
import { createTalentActions } from './talent-actions';
import { readTalentBoard, type TalentBoard } from './talent-board';

export type { MoveRow, OfferRow, PoachTarget, TalentBoard } from './talent-board';
export type { TalentResult } from './talent-actions';
export type { DealBrand, TalentDeal } from './talent-deal';

/** Issue 18 item 4: the war for talent (rivals' offers, the player's counters and poaching, the board of moves). */
export const createTalentServices = ({ repos, unitOfWork, random }: UseCaseDeps) => ({
  /** Wrestlers who changed promotion, newest last. */
  moves: async (): Promise<TalentMove[]> => (await readGame(repos))?.talentMoves ?? [],
  /** The Talent war page: open offers to answer, the moves with reasons, rivals' wrestlers to poach. */
  board: (): Promise<TalentBoard> => readTalentBoard(repos),
  /** The office's line: whether rivals run, how many offers wait for an answer, the latest move's sentence. */
  summary: async (): Promise<TalentSummary> => {
    const game = await readGame(repos);
    const last = game?.talentMoves?.at(-1);
    const mover = last ? await repos.Wrestler.get(last.wrestlerId) : undefined;
    return {
      hasRivals: hasRivals(game),
      openOffers: (game?.talentOffers ?? []).filter((o) => o.status === 'open' && !o.settled).length,
      lastMove: last?.reason ?? null,
      // Issue 35: who moved, so the office links the name in the sentence to the wrestler's page.
      lastMover: mover ? { id: mover.id, name: mover.name } : null,
    };
  },
  ...createTalentActions({ repos, unitOfWork, random }),
});

export interface TalentSummary {
  hasRivals: boolean;
  openOffers: number;
  lastMove: string | null;
  /** The wrestler of the latest move, by id and name; null when there is none (or they are gone). */
  lastMover?: { id: number; name: string } | null;
}

export type TalentServices = ReturnType<typeof createTalentServices>;
