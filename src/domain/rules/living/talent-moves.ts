import type { IsoDate, Stored } from '../../entities/base';
import type { Game } from '../../entities/game';
import { companyOfWrestler, hasRivals, type BrandRef } from '../../entities/promotion';
import { MAX_TALENT_MOVES, type TalentMove } from '../../entities/talent-market';
import { his, type Wrestler } from '../../entities/wrestler';

// Issue 33 item 3: every move between promotions, by anyone, goes on the board ("Who moved where").
// The week's market records its own (talent-market.ts addMove); these record the rest: the
// player's signings, drafts, releases and poaches, and contracts that simply run out
// (contract-expiry.ts and the Backstage check call expiryMoves).

/** The game with more moves on the board, every list copied (a stored row shares no object: backup '#' refs). */
export const withMoves = <G extends Pick<Game, 'talentMoves' | 'talentOffers'>>(game: G, moves: readonly TalentMove[]): G => ({
  ...game,
  talentOffers: (game.talentOffers ?? []).map((o) => ({ ...o })),
  talentMoves: [...(game.talentMoves ?? []).map((m) => ({ ...m })), ...moves.map((m) => ({ ...m }))].slice(-MAX_TALENT_MOVES),
});

/** Offers still waiting on an answer or a contract's end: their wrestler's move is recorded when the offer settles. */
const awaitingOffer = (game: Pick<Game, 'talentOffers'>): Set<number> =>
  new Set((game.talentOffers ?? []).filter((o) => !o.settled && (o.status === 'open' || o.status === 'declined')).map((o) => o.wrestlerId));

/**
 * The moves of wrestlers whose contracts ran out between `before` and `after` (signed with a
 * promotion before, free agents after), one each: "Kip Sabian's contract with VWU Voltage ran out:
 * a free agent now." Only in games with rivals; a wrestler with an offer pending moves when it settles.
 */
export function expiryMoves(
  game: Pick<Game, 'rules' | 'playerCompanyId' | 'brandIds' | 'talentOffers'>,
  before: readonly Stored<Wrestler>[],
  after: readonly Stored<Wrestler>[],
  brands: readonly (BrandRef & { name: string })[],
  date: IsoDate,
): TalentMove[] {
  if (!hasRivals(game)) return [];
  const was = new Map(before.map((w) => [w.id, w]));
  const waiting = awaitingOffer(game);
  return after.flatMap((w) => {
    const old = was.get(w.id);
    if (!old || old.status !== 'SIGNED' || w.status !== 'UNSIGNED' || waiting.has(w.id)) return [];
    const from = companyOfWrestler(old, brands);
    if (from === null) return [];
    const mine = from === game.playerCompanyId;
    const brand = brands.find((b) => old.brandIds.includes(b.id) && b.companyId === from)?.name || 'their promotion';
    const reason = `${w.name}'s contract with ${mine ? 'you' : brand} ran out${old.remainingAppearances <= 0 ? ` (${his(w)} appearances were used up)` : ''}: a free agent now.`;
    return [{ wrestlerId: w.id, fromCompanyId: from, toCompanyId: null, date, reason }];
  });
}

