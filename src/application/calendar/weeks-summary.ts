import { secondsBetween } from '../../domain/dates';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Production } from '../../domain/entities/production';
import type { Reign } from '../../domain/entities/reign';
import type { Segment } from '../../domain/entities/segment';
import { competitorsNeeded } from '../../domain/rules/card-fill';
import type { Repositories } from '../ports/unit-of-work.port';
import { isDrawn } from '../segments/random-draw';
import { brandMoney, type BrandMoney } from './weeks-money';
import type { DecisionView } from '../orders/decision-view';

export type { BrandMoney } from './weeks-money';

/** A title that changed hands in the run (a reign the run's segments opened). */
export interface TitleChangeLine {
  championshipId: number;
  championship: string;
  holders: string[];
  /** The holders of the reign before it; empty when the title was vacant. */
  previousHolders: string[];
  /** Issue 35: the same holders by id, in the same order (the highlights link each name). */
  holderIds: number[];
  previousHolderIds: number[];
  date: IsoDate;
  productionId: number;
  production: string;
}

export interface BestSegment {
  segmentId: number;
  productionId: number;
  production: string;
  date: IsoDate;
  rating: number;
  /** The segment kind's name (`Tag Team`). */
  kind: string;
  /** The wrestlers, side by side (one list per team). */
  sides: string[][];
}

/** A match the booker could not fill and that ran short (issue 13 "nothing empty slips through"). */
export interface UnfilledSegment {
  segmentId: number;
  productionId: number;
  production: string;
  date: IsoDate;
  /** 1-based place in the running order. */
  position: number;
  kind: string;
  needed: number;
  booked: number;
}

export interface WeeksFailure {
  /** 1-based: the week that failed and was not saved. */
  week: number;
  /** The game date the week started from. */
  date: IsoDate;
  message: string;
}

/**
 * What a run of weeks did, read back from what it wrote. Injuries are not modelled yet (a later
 * issue); they join the summary when they exist.
 */
export interface WeeksSummary {
  /** Issue 33: 'decision' = stopped before a week in which a decision outside the standing orders is due. */
  outcome: 'finished' | 'cancelled' | 'failed' | 'decision';
  /** Weeks asked for. */
  weeks: number;
  /** Weeks simulated and saved, each whole. */
  weeksDone: number;
  failure: WeeksFailure | null;
  /** The game date before the run, and after it. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** Productions the run completed, in schedule order. */
  productionIds: number[];
  /** Shows the run left alone: already complete, or booked by the player. */
  skipped: number;
  titleChanges: TitleChangeLine[];
  bestSegments: BestSegment[];
  /** Matches that ran with fewer wrestlers than their kind needs (too few eligible on that card). */
  unfilled: UnfilledSegment[];
  brands: BrandMoney[];
  elapsedSeconds: number;
  /** Issue 33: what the run stopped for (outcome 'decision'); empty otherwise. */
  decisions: DecisionView[];
  /** Issue 33: what the standing orders did in the weeks saved, one line each. */
  ordersDone: string[];
}

/** What the run itself knows; the rest is read back. */
export type WeeksRun = Omit<WeeksSummary, 'titleChanges' | 'bestSegments' | 'unfilled' | 'brands' | 'elapsedSeconds' | 'decisions' | 'ordersDone'> &
  Partial<Pick<WeeksSummary, 'decisions' | 'ordersDone'>> & {
  brandsBefore: Stored<Brand>[];
  startedAt: string;
  endedAt: string;
};

export const WEEKS_BEST_SEGMENTS = 5;

/** The summary of a run: titles, best segments and money, from the productions it saved. */
export async function summariseWeeks(repos: Repositories, run: WeeksRun): Promise<WeeksSummary> {
  const { brandsBefore, startedAt, endedAt, ...counts } = run;
  const productions = (await repos.Production.getMany(run.productionIds)).filter((p) => p.complete);
  const segments = await repos.Segment.getMany(productions.flatMap((p) => p.segmentIds));
  const productionOf = new Map(productions.flatMap((p) => p.segmentIds.map((id) => [id, p] as const)));
  const [reigns, brandsAfter] = await Promise.all([repos.Reign.all(), repos.Brand.all()]);
  const names = nameReader(repos);
  return {
    ...counts,
    decisions: counts.decisions ?? [],
    ordersDone: counts.ordersDone ?? [],
    titleChanges: await titleChanges(repos, reigns, productionOf, names),
    bestSegments: await bestSegments(repos, segments, productionOf, names),
    unfilled: unfilledSegments(segments, productionOf),
    brands: brandMoney(productions, brandsBefore, brandsAfter),
    elapsedSeconds: secondsBetween(startedAt, endedAt),
  };
}

type Names = (ids: readonly number[]) => Promise<string[]>;

/** Wrestlers' names by id, read once each. */
function nameReader(repos: Repositories): Names {
  const known = new Map<number, string>();
  return async (ids) => {
    const missing = ids.filter((id) => !known.has(id));
    for (const w of await repos.Wrestler.getMany([...new Set(missing)])) known.set(w.id, w.name);
    return ids.map((id) => known.get(id) ?? `Wrestler ${id}`);
  };
}

/**
 * The run's drawn segments with fewer appearances than their kind needs. The booker adds no
 * managers, so a drawn segment's appearances are its competitors.
 */
function unfilledSegments(segments: readonly Stored<Segment>[], productionOf: Map<number, Stored<Production>>): UnfilledSegment[] {
  return segments.flatMap((segment) => {
    const kind = kindOrDefault(segment.type);
    const needed = competitorsNeeded(kind);
    if (!isDrawn(segment) || segment.appearanceIds.length >= needed) return [];
    const production = productionOf.get(segment.id)!;
    return [{
      segmentId: segment.id,
      productionId: production.id,
      production: production.name,
      date: production.date,
      position: production.segmentIds.indexOf(segment.id) + 1,
      kind: segment.type === 'DEFAULT' ? 'Undecided segment' : kind.name,
      needed,
      booked: segment.appearanceIds.length,
    }];
  });
}

async function titleChanges(
  repos: Repositories,
  reigns: Stored<Reign>[],
  productionOf: Map<number, Stored<Production>>,
  names: Names,
): Promise<TitleChangeLine[]> {
  const opened = reigns.filter((r) => r.segmentId !== null && productionOf.has(r.segmentId));
  const titles = new Map((await repos.Championship.getMany([...new Set(opened.map((r) => r.championshipId))])).map((c) => [c.id, c]));
  const lines = opened.map(async (reign): Promise<TitleChangeLine> => {
    const production = productionOf.get(reign.segmentId!)!;
    // The reign before: the latest one of the same title opened earlier.
    const before = reigns.filter((r) => r.championshipId === reign.championshipId && r.id < reign.id).at(-1);
    return {
      championshipId: reign.championshipId,
      championship: titles.get(reign.championshipId)?.name ?? `Championship ${reign.championshipId}`,
      holders: await names(reign.wrestlerIds),
      previousHolders: before ? await names(before.wrestlerIds) : [],
      holderIds: [...reign.wrestlerIds],
      previousHolderIds: before ? [...before.wrestlerIds] : [],
      date: reign.startDate,
      productionId: production.id,
      production: production.name,
    };
  });
  return Promise.all(lines);
}

async function bestSegments(
  repos: Repositories,
  segments: Stored<Segment>[],
  productionOf: Map<number, Stored<Production>>,
  names: Names,
): Promise<BestSegment[]> {
  // Highest first; a tie goes to the earlier segment.
  const best = [...segments].sort((a, b) => b.rating - a.rating || a.id - b.id).slice(0, WEEKS_BEST_SEGMENTS);
  return Promise.all(
    best.map(async (segment) => {
      const production = productionOf.get(segment.id)!;
      const appearances = (await repos.Appearance.getMany(segment.appearanceIds)).filter((a) => !a.manager);
      const groups = [...new Set(appearances.map((a) => a.groupId))];
      const sides = await Promise.all(groups.map((g) => names(appearances.filter((a) => a.groupId === g).map((a) => a.wrestlerId))));
      return {
        segmentId: segment.id,
        productionId: production.id,
        production: production.name,
        date: production.date,
        rating: segment.rating,
        kind: kindOrDefault(segment.type).name,
        sides,
      };
    }),
  );
}
