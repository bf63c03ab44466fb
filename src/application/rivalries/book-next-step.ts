import { segmentKindByType } from '../../domain/catalog/segment-kinds';
import type { IsoDate } from '../../domain/entities/base';
import { isActiveRivalry, readRivalries, rivalryAmong, type Rivalry } from '../../domain/entities/rivalry';
import { requireGame } from '../game';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { createCreateProduction } from '../production/create-production';
import { appendAppearances, bookedElsewhereOnCard, refuseDoubleBooking, requireProduction, requireWrestlers } from '../segments/segment-records';
import type { UseCaseDeps } from '../deps';
import { RivalryMessages } from './messages';
import { payoffOf, sidesOf } from './rivalry-board';
import { readRivalrySegments } from './rivalry-segments';
import { nextOpenShow, sidesBrands, type Occurrence } from './schedule-search';

/** Where "Book the next step" put the segment, so the board can link to it. */
export interface BookedStep {
  productionId: number;
  segmentId: number;
  showName: string;
  date: IsoDate;
  /** The segment kind's name ("Singles", "Promo"). */
  kind: string;
  /** False when a segment between the sides was already on that card (nothing new was booked). */
  booked: boolean;
}

/** A match between the sides; a promo when their last segment was a match (fresh, not the same match again). */
export const nextStepType = (rivalry: Pick<Rivalry, 'sides'>, lastWasMatch: boolean): string =>
  lastWasMatch ? 'PROMO' : rivalry.sides.some((side) => side.length > 1) ? 'TAG_TEAM' : 'SINGLES';

/** What to book: the next step on their next show, or the payoff match on their payoff show. */
export interface BookOptions {
  payoff?: boolean;
}

/**
 * Books the rivalry's next segment on the next show of the sides' brand that is not complete yet:
 * the production is made for that occurrence when there is none (the production feature's own
 * create use case), then, in one unit of work, the last empty segment of the card (or a new one at
 * the end) becomes a match between the sides, or a promo if they just had a match, each side its
 * own team. A card that already has a segment between them is left as it is. With `payoff` it books
 * their match on the payoff show (the player's choice, else their brand's next PPV, major PPV or
 * world show) in the card's last empty slot, its main event.
 */
export function createBookNextStep(deps: Pick<UseCaseDeps, 'repos' | 'unitOfWork'>) {
  const createProduction = createCreateProduction(deps);
  const { repos, unitOfWork }: { repos: UseCaseDeps['repos']; unitOfWork: UnitOfWork } = deps;
  return async (rivalryId: number, options: BookOptions = {}): Promise<BookedStep> => {
    const game = await requireGame(repos);
    const rivalry = readRivalries(game.rivalries).find((r) => r.id === rivalryId && isActiveRivalry(r));
    if (!rivalry) throw new Error(RivalryMessages.noRivalry(rivalryId));
    const ids = rivalry.sides.flat();
    const [wrestlers, shows, productions, history] = await Promise.all([
      requireWrestlers(repos, ids),
      repos.Show.all(),
      repos.Production.findBetween('date', game.date, '\uffff'),
      readRivalrySegments(repos, [rivalry], { game }),
    ]);
    const brands = sidesBrands(wrestlers, game.brandIds);
    const target = options.payoff ? payoffTarget(rivalry, shows, brands, game.date) : nextOpenShow(shows, brands, game.date, productions);
    if (!target) throw new Error(RivalryMessages.noOpenShow(sidesOf(rivalry, new Map(wrestlers.map((w) => [w.id, w]))).title));
    const last = (history.get(rivalry.id) ?? []).at(-1);
    const type = nextStepType(rivalry, !options.payoff && last?.competition === true);
    const { id: productionId } = await createProduction({ showId: target.show.id, date: target.date });

    return unitOfWork.run(async (tx) => {
      const production = await requireProduction(tx, productionId);
      const segments = await tx.Segment.getMany(production.segmentIds);
      const where = { productionId, showName: target.show.name, date: target.date };
      for (const segment of segments) {
        const cast = (await tx.Appearance.getMany(segment.appearanceIds)).filter((a) => !a.manager);
        const groups = [...new Set(cast.map((a) => a.groupId))].map((g) => cast.filter((a) => a.groupId === g).map((a) => a.wrestlerId));
        if (rivalryAmong([rivalry], groups, false)) {
          return { ...where, segmentId: segment.id, kind: segmentKindByType(segment.type)?.name ?? segment.type, booked: false };
        }
      }
      const kind = segmentKindByType(type)!;
      const fields = { type: kind.type, category: kind.category, duration: kind.defaultDuration };
      let slot = [...segments].reverse().find((s) => s.appearanceIds.length === 0 && s.type === 'DEFAULT' && !s.complete);
      if (!slot) {
        slot = await tx.Segment.create({ ...fields, date: production.date, brandIds: [...production.brandIds] });
        await tx.Production.update(production.id, { segmentIds: [...production.segmentIds, slot.id] });
      }
      const byId = new Map((await requireWrestlers(tx, ids)).map((w) => [w.id, w]));
      // Issue 33: a wrestler appears once a night: rivals booked elsewhere on the card are not booked again.
      refuseDoubleBooking(await bookedElsewhereOnCard(tx, slot, productionId), [...byId.values()]);
      const entries = rivalry.sides.flatMap((side, index) => side.map((id) => ({ wrestler: byId.get(id)!, groupId: index + 1 })));
      const segment = await appendAppearances(tx, slot, entries, fields);
      return { ...where, segmentId: segment.id, kind: kind.name, booked: true };
    });
  };
}

/** The payoff show's next occurrence (see payoffOf), or null when none comes up. */
function payoffTarget(rivalry: Rivalry, shows: Parameters<typeof payoffOf>[1], brandIds: readonly number[], date: IsoDate): Occurrence | null {
  const payoff = payoffOf(rivalry, shows, brandIds, date);
  const show = payoff?.date ? shows.find((s) => s.id === payoff.showId) : undefined;
  return show && payoff?.date ? { show, date: payoff.date } : null;
}
