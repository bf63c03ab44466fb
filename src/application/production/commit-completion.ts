import { GAME_ID } from '../../domain/entities/game';
import { cardRatingOf, type Production } from '../../domain/entities/production';
import { CatalogueError, WarningMessages } from '../../domain/errors';
import { applyViewersEffect, creditBrands } from '../../domain/production/completion-finance';
import type { CompletionWork } from '../../domain/production/completion-work';
import { applyRivalryEffects, hasRivalryEffects, type RivalryEffects } from '../../domain/production/rivalry-effects';
import { isActiveRivalry, readRivalries } from '../../domain/entities/rivalry';
import { RecordConflictError } from '../../domain/entities/record-conflict';
import { writeTitles } from '../championships/save-title-changes';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { checkStillAsRead } from './check-as-read';
import { playedCard, withPackedMomentum } from '../../domain/entities/played-card';
import { withPackedRating } from '../../domain/production/rating-explanation';
import { withNotesAsText, type Segment } from '../../domain/entities/segment';
import { isLiving } from '../../domain/entities/game';
import type { Show } from '../../domain/entities/show';
import { mainEventId } from '../../domain/production/airtime-steps';
import { appearancesOf } from '../../domain/production/completion-work';
import { rememberMainEvent } from '../../domain/rules/living/main-event-memory';
import { keepRecentStories, storiesKeptFrom } from '../../domain/rules/story/recent-stories';

/** The production fields a completion sets; anything else on the record is left as stored. */
const COMPLETION_FIELDS = [
  'attendance', 'attendanceIncome', 'merchIncome', 'income', 'outgoings', 'payout', 'singlePayout',
  'wrestlersCost', 'segmentsCost', 'viewers', 'complete', 'step', 'seed', 'finance',
] as const satisfies readonly (keyof Production)[];

/** Issue 36: a completed segment as it is stored (its notes packed; every reader takes either form). */
const storedSegment = <S extends Pick<Segment, 'meta'>>(segment: S): S => withNotesAsText(withPackedMomentum(withPackedRating(segment)));

const completionFields = (production: Production): Partial<Production> =>
  Object.fromEntries(COMPLETION_FIELDS.map((field) => [field, production[field]]));

/**
 * Issue 36 (living rules): the show remembers its card's main event pairing (main-event-memory.ts),
 * so its booker does not headline with the same pairing week after week. Classic: the show as it is.
 */
function withMainEvent<S extends Show>(show: S, work: CompletionWork): S {
  if (!work.game || !isLiving(work.game)) return show;
  const mainId = mainEventId(work);
  const main = work.segments.find((s) => s.id === mainId);
  const ids = main ? appearancesOf(work, main).filter((a) => !a.manager).map((a) => a.wrestlerId) : null;
  return ids ? { ...show, recentMainEvents: rememberMainEvent(show.recentMainEvents, ids) } : show;
}

/**
 * Issue 34: a segment's rivalry note (its heat line, "week 3", heat before and after) is written only
 * with its beat. A rivalry ended or gone since the load (another tab) would drop the beat while the
 * note stayed: instead the commit is a conflict, and the completion runs again on the Game as it is.
 */
function checkBeatsStillPlay(game: { id: number; rivalries?: unknown }, effects: RivalryEffects): void {
  const active = new Set(readRivalries(game.rivalries).filter(isActiveRivalry).map((r) => r.id));
  if (effects.beats.some((beat) => !active.has(beat.rivalryId))) throw new RecordConflictError('Game', game.id);
}

/**
 * Writes the whole completion in one transaction (DESIGN §3: atomic and idempotent). It re-reads the
 * production first and writes nothing when it is already complete, so a second completion, in this
 * tab or another, is a no-op. The brands and the show are read afresh and the steps' effects
 * (step 4's credits, step 11's viewers rise) applied to them, never recomputed: a balance written
 * meanwhile is never lost. So is the Game record when the card moved rivalries (issue 17): their
 * effects are applied to it as it is now, and it is written only then. Everything else it writes (wrestlers, titles, reigns, segments,
 * appearances) must still be as step 1 read it (check-as-read.ts), or nothing is written and it
 * rejects with a RecordConflictError: the use case then runs the completion again on fresh data.
 * Only repository calls are awaited inside the transaction (see UnitOfWork). The reads go out
 * together, then the writes together: the database still applies them in order, but the
 * transaction no longer waits a round trip between one write and the next (issue 8).
 */
export function commitCompletion(unitOfWork: UnitOfWork, work: CompletionWork): Promise<CompletionWork> {
  if (!work.finances) return Promise.reject(new Error('Cannot commit a completion without finances'));
  const { brandCredits, rivalries } = work.effects;
  const movesRivalries = hasRivalryEffects(rivalries);
  // Issue 35: the card's storylines are remembered on the Game record (living rules).
  const stories = work.effects.stories ?? [];
  const readsGame = movesRivalries || stories.length > 0;
  return unitOfWork.run(async (tx) => {
    const [fresh, storedBrands, freshShow, freshGame] = await Promise.all([
      tx.Production.get(work.production.id),
      tx.Brand.getMany(brandCredits.map((credit) => credit.brandId)),
      work.show ? tx.Show.get(work.show.id) : undefined,
      readsGame ? tx.Game.get(GAME_ID) : undefined,
    ]);
    if (!fresh) throw new CatalogueError(WarningMessages.productionNotFound);
    if (fresh.complete) return { ...work, production: fresh, committed: false };
    await checkStillAsRead(tx, work.asRead, fresh);

    // Issue 19: the card's stars (a show's recent cards are read without their segments) and the card
    // as played (played-card.ts), kept on the production for the history screens.
    const production = {
      ...fresh,
      ...completionFields(work.production),
      cardRating: cardRatingOf(work.segments),
      played: playedCard(work.segments, work.appearances),
    };
    const brands = creditBrands(storedBrands, brandCredits);
    const show = freshShow ? withMainEvent(applyViewersEffect(freshShow, work.effects), work) : null;
    if (freshGame && hasRivalryEffects(rivalries)) checkBeatsStillPlay(freshGame, rivalries);
    const rivalryRecord = freshGame && movesRivalries ? applyRivalryEffects(freshGame, rivalries, work.production.date) : null;
    const storyRecord = freshGame && stories.length > 0 ? { recentStories: keepRecentStories(freshGame.recentStories, stories, storiesKeptFrom(work.production.date, freshGame.date)) } : null;
    const gameRecord = rivalryRecord || storyRecord ? { ...rivalryRecord, ...storyRecord } : null;
    const [titles] = await Promise.all([
      writeTitles(tx, { championships: work.championships, reigns: work.reigns }),
      tx.Production.bulkPut([production]),
      // Issue 36: each segment's rating explanation, momentum, rivalry and airtime notes are kept packed (a fraction of their size in a save).
      tx.Segment.bulkPut(work.segments.map(storedSegment)),
      tx.Appearance.bulkPut(work.appearances),
      tx.Wrestler.bulkPut(work.wrestlers),
      tx.Brand.bulkPut(brands),
      show ? tx.Show.bulkPut([show]) : undefined,
      gameRecord ? tx.Game.update(GAME_ID, gameRecord) : undefined,
    ]);

    const game = freshGame && gameRecord ? { ...freshGame, ...gameRecord } : work.game;
    return { ...work, production, brands, show, game, reigns: titles.reigns, committed: true };
  });
}
