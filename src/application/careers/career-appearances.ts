import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Appearance } from '../../domain/entities/appearance';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { standingAfter } from '../../domain/entities/played-card';
import type { Segment } from '../../domain/entities/segment';
import type { Repositories } from '../ports/unit-of-work.port';

/** A wrestler named by id and name. */
export interface Named {
  id: number;
  name: string;
}

/** How a segment ended for the followed wrestler; NONE for segments nobody wins (promos) or undecided ones. */
export type CareerResult = 'WIN' | 'LOSS' | 'DRAW' | 'NONE';

/** One segment a followed wrestler appears in, past or booked. */
export interface CareerAppearance {
  segmentId: number;
  /** null for a segment no production holds (a hand-made record). */
  productionId: number | null;
  /** The show's name, else the production's. */
  showName: string;
  date: IsoDate;
  kindName: string;
  /** A match (a competition kind): it has a result and opponents. */
  competition: boolean;
  /** Team-mates (same group), the wrestler's manager included. */
  partners: Named[];
  /** Everybody in other groups. */
  opponents: Named[];
  result: CareerResult;
  /** Stars; 0 until the segment is rated. */
  rating: number;
  /** Seconds. */
  duration: number;
  /** The titles the segment was for. */
  championships: Named[];
  complete: boolean;
  /** The production has been simulated. */
  productionComplete: boolean;
  /** Issue 35 (living rules): momentum and popularity after the segment; null without a note (classic, older saves). */
  standing?: { momentum: number; popularity: number } | null;
}

const resultOf = (appearance: Appearance): CareerResult =>
  appearance.winner ? 'WIN' : appearance.loser ? 'LOSS' : appearance.draw ? 'DRAW' : 'NONE';

/** Newest first: later date, then later in the running order (a higher segment id). */
export const newestAppearanceFirst = (a: CareerAppearance, b: CareerAppearance): number =>
  b.date.localeCompare(a.date) || b.segmentId - a.segmentId;

/**
 * Every segment each of `wrestlerIds` appears in, unsorted. Appearances point at no segment and
 * segments at no production (the links run the other way), so one pass over each table answers
 * for every followed wrestler at once instead of one scan per career.
 */
export async function careerAppearances(
  repos: Pick<Repositories, 'Appearance' | 'Segment' | 'Production' | 'Show' | 'Wrestler' | 'Championship'>,
  wrestlerIds: readonly number[],
): Promise<Map<number, CareerAppearance[]>> {
  const wanted = new Set(wrestlerIds);
  const result = new Map<number, CareerAppearance[]>(wrestlerIds.map((id) => [id, []]));
  if (wanted.size === 0) return result;
  const [appearances, segments, productions] = await Promise.all([
    repos.Appearance.all(),
    repos.Segment.all(),
    repos.Production.all(),
  ]);
  const appearanceById = new Map(appearances.map((a) => [a.id, a]));
  const theirs = (segment: Stored<Segment>) =>
    segment.appearanceIds.map((id) => appearanceById.get(id)).filter((a): a is Stored<Appearance> => a !== undefined);
  const booked = segments
    .map((segment) => ({ segment, cast: theirs(segment) }))
    .filter(({ cast }) => cast.some((a) => wanted.has(a.wrestlerId)));
  if (booked.length === 0) return result;

  const productionOf = new Map<number, Stored<Production>>();
  for (const production of productions) for (const id of production.segmentIds) productionOf.set(id, production);
  const castIds = [...new Set(booked.flatMap(({ cast }) => cast.map((a) => a.wrestlerId)))];
  const showIds = [...new Set(booked.flatMap(({ segment }) => productionOf.get(segment.id)?.showId ?? []))];
  const titleIds = [...new Set(booked.flatMap(({ segment }) => segment.championshipIds))];
  const [wrestlers, shows, titles] = await Promise.all([
    repos.Wrestler.getMany(castIds),
    repos.Show.getMany(showIds),
    repos.Championship.getMany(titleIds),
  ]);
  const titleName = new Map(titles.map((c) => [c.id, c.name]));
  const names = new Map(wrestlers.map((w) => [w.id, w.name]));
  const showNames = new Map(shows.map((show) => [show.id, show.name]));
  const named = (a: Appearance): Named => ({ id: a.wrestlerId, name: names.get(a.wrestlerId) ?? 'A deleted wrestler' });

  for (const { segment, cast } of booked) {
    const production = productionOf.get(segment.id);
    const kind = kindOrDefault(segment.type);
    for (const own of cast) {
      const list = result.get(own.wrestlerId);
      // A wrestler booked twice in one segment (a bad save) counts once.
      if (!list || list.some((row) => row.segmentId === segment.id)) continue;
      const others = cast.filter((a) => a.wrestlerId !== own.wrestlerId);
      list.push({
        segmentId: segment.id,
        productionId: production?.id ?? null,
        showName: (production?.showId && showNames.get(production.showId)) || production?.name || 'No production',
        date: production?.date || segment.date,
        kindName: kind.name,
        competition: kind.competition,
        partners: others.filter((a) => a.groupId === own.groupId).map(named),
        opponents: others.filter((a) => a.groupId !== own.groupId).map(named),
        result: resultOf(own),
        rating: segment.rating,
        duration: segment.duration,
        championships: segment.championshipIds.map((id) => ({ id, name: titleName.get(id) ?? 'Unknown championship' })),
        complete: segment.complete,
        productionComplete: production?.complete ?? false,
        standing: standingAfter(segment.meta, own.wrestlerId),
      });
    }
  }
  return result;
}

/** The history: segments that have happened (completed), newest first. */
export const pastAppearances = (rows: readonly CareerAppearance[]): CareerAppearance[] =>
  rows.filter((row) => row.complete).sort(newestAppearanceFirst);

/** What is booked: segments of productions not yet simulated, from the game date on, soonest first. */
export const bookedAppearances = (rows: readonly CareerAppearance[], gameDate: IsoDate): CareerAppearance[] =>
  rows
    .filter((row) => !row.complete && !row.productionComplete && row.productionId !== null && row.date >= gameDate)
    .sort((a, b) => a.date.localeCompare(b.date) || a.segmentId - b.segmentId);
