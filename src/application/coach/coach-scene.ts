import type { Stored } from '../../domain/entities/base';
import { isLiving } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import { readRivalries } from '../../domain/entities/rivalry';
import type { Segment } from '../../domain/entities/segment';
import { fitToBook } from '../../domain/rules/living/fitness';
import { canCompete } from '../../domain/rules/roster';
import { lastOnCard, type CoachNames, type CoachScene, type CoachSegment } from '../../domain/rules/coach';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';
import { productionHolding } from '../history/production-holding';

/** A card as the coach reads it: the production, its segments as drafts, and the scene around them. */
export interface CoachCard {
  production: Stored<Production> | undefined;
  segments: Stored<Segment>[];
  drafts: Map<number, CoachSegment>;
  scene: CoachScene;
  names: CoachNames;
}

/** A title of no brand fits any card; a card of no brand takes anyone. */
const ofBrands = (brandIds: readonly number[], of: readonly number[]): boolean =>
  of.length === 0 || brandIds.length === 0 || brandIds.some((id) => of.includes(id));
/** A wrestler must share a brand with a card that has some (as the booker's eligibility). */
const onBrand = (brandIds: readonly number[], of: readonly number[]): boolean => of.length === 0 || brandIds.some((id) => of.includes(id));

/** The production whose running order holds the segment, if any (issue 19: by the segment's day first). */
export const productionOfSegment = (repos: Repositories, segment: Pick<Stored<Segment>, 'id' | 'date'>): Promise<Stored<Production> | undefined> =>
  productionHolding(repos, segment);

/**
 * One read of everything the coach weighs for a card: the people, titles, rivalries and show, and
 * who may step in (in-ring, signed, on a living game healthy and under contract, of the card's
 * brands, and not already on the card: SPEC §5 "excluded").
 */
export async function readCoachCard(repos: Repositories, production: Stored<Production> | undefined, extra: readonly number[] = []): Promise<CoachCard> {
  const segmentIds = production?.segmentIds ?? extra;
  const [game, wrestlers, championships, segments, show] = await Promise.all([
    readGame(repos),
    repos.Wrestler.all(),
    repos.Championship.all(),
    repos.Segment.getMany(segmentIds),
    production?.showId ? repos.Show.get(production.showId) : undefined,
  ]);
  if (!game) throw new CatalogueError(ErrorMessages.recordNotFound(1, 'Game'));
  const appearances = new Map((await repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a]));
  const drafts = new Map<number, CoachSegment>(segments.map((s) => [s.id, {
    id: s.id,
    type: s.type,
    championshipIds: [...s.championshipIds],
    cast: s.appearanceIds.flatMap((id) => {
      const a = appearances.get(id);
      return a ? [{ wrestlerId: a.wrestlerId, groupId: a.groupId, manager: a.manager }] : [];
    }),
    // Issue 35: the booked length, for a living match's length line.
    duration: s.duration,
  }]));
  // Issue 35: the card's main event needs longer (the completion's reading, in running order).
  const last = lastOnCard(segmentIds.flatMap((id) => drafts.get(id) ?? []));
  for (const draft of drafts.values()) draft.main = last.has(draft.id);
  const living = isLiving(game);
  const date = production?.date || game.date;
  const brandIds = production?.brandIds ?? [];
  const onCard = new Set([...drafts.values()].flatMap((d) => d.cast.map((a) => a.wrestlerId)));
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  const titles = new Map(championships.map((t) => [t.id, t]));
  return {
    production,
    segments,
    drafts,
    names: { wrestler: (id) => byId.get(id)?.name || `#${id}`, title: (id) => titles.get(id)?.name || `#${id}` },
    scene: {
      wrestlers: byId,
      living,
      rivalries: readRivalries(game.rivalries),
      date,
      showType: show?.type ?? null,
      showId: show?.id ?? null,
      available: wrestlers.filter((w) => canCompete(w) && (!living || fitToBook(w, date)) && !onCard.has(w.id) && onBrand(w.brandIds, brandIds)),
      championships: championships.filter((t) => t.active && ofBrands(t.brandIds, brandIds)),
    },
  };
}
