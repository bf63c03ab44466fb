import type { Rivalry } from '../../domain/entities/rivalry';
import type { UseCaseDeps } from '../deps';
import { createBookNextStep, type BookedStep, type BookOptions } from './book-next-step';
import { createRivalryActions } from './rivalry-actions';
import { createRivalryBoard, type RivalryBoard } from './rivalry-board';
import { createWrestlerRivalries, type WrestlerRivalry } from './wrestler-rivalries';

export type { ActiveRivalry, EndedRivalry, PayoffOption, PayoffShow, RivalryBoard, RivalrySide } from './rivalry-board';
export type { BookedStep, BookOptions } from './book-next-step';
export type { HeatPoint } from './heat-series';
export type { RivalrySegment } from './rivalry-segments';
export type { WrestlerRivalry } from './wrestler-rivalries';
export { RivalryMessages } from './messages';

/**
 * Driving port of `/rivalries` (issue 17 item 3) and the profile's rivalries. Rivalries live on the
 * Game record (docs/decisions-rivalries.md); every write reads it fresh in one unit of work.
 */
export interface RivalryServices {
  /** The board: active rivalries (heat now and by week, segments, payoff show) and the ended ones. */
  board(): Promise<RivalryBoard>;
  /** A wrestler's rivalries, active first. */
  ofWrestler(wrestlerId: number): Promise<WrestlerRivalry[]>;
  /** Starts a rivalry between two sides (wrestler ids), origin 'player'. */
  start(sideA: readonly number[], sideB: readonly number[]): Promise<Rivalry>;
  /** Ends an active rivalry (endReason 'player'). */
  end(rivalryId: number): Promise<Rivalry>;
  /** The show to pay it off on; null: the next big show of the sides' brand. */
  setPayoffShow(rivalryId: number, showId: number | null): Promise<Rivalry>;
  /**
   * Books a segment between the sides on the next open show of their brand; with `payoff`, their
   * match as the main event of the payoff show. Resolves where.
   */
  bookNextStep(rivalryId: number, options?: BookOptions): Promise<BookedStep>;
}

export const createRivalryServices = (deps: UseCaseDeps): RivalryServices => ({
  board: createRivalryBoard(deps),
  ofWrestler: createWrestlerRivalries(deps),
  ...createRivalryActions(deps),
  bookNextStep: createBookNextStep(deps),
});
