import type { IsoDate } from './base';

/**
 * Issue 18, the war for talent (the talent helper owns this file and may add fields; never rename).
 * Both lists live on the Game record, bounded; old saves have none.
 */

/** A rival's offer to one of the player's wrestlers whose contract is ending; the player may counter. */
export interface TalentOffer {
  /** Unique within game.talentOffers (max existing + 1). */
  id: number;
  wrestlerId: number;
  /** The rival company making the offer. */
  fromCompanyId: number;
  /** US dollars per appearance offered. */
  cost: number;
  /** The day the offer was made. */
  made: IsoDate;
  /** The last day the player can answer; unanswered, the wrestler leaves on the contract's end. */
  expires: IsoDate;
  status: 'open' | 'countered' | 'accepted' | 'declined';
  /**
   * The day the offer was settled (countered, the wrestler moved, or withdrawn); absent while it
   * is open or let go (a let-go offer settles at the contract's end).
   */
  settled?: IsoDate;
  /** Why it was settled without a move ("withdrawn: VWU could no longer afford it"); absent otherwise. */
  note?: string;
}

/** Why a wrestler changed promotion, for the talent board ("who signed where and why"). */
export interface TalentMove {
  wrestlerId: number;
  /** The company left (null: a free agent). */
  fromCompanyId: number | null;
  /** The company joined (null: released to free agency). */
  toCompanyId: number | null;
  date: IsoDate;
  /** One sentence: "Tenrai Pro signed Kenji Mori, a free agent, for $1,200 an appearance: their roster was short of heavyweights". */
  reason: string;
}

/** Newest moves kept on the Game record. */
export const MAX_TALENT_MOVES = 200;
