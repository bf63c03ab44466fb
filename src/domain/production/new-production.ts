import type { IsoDate } from '../entities/base';
import { createProduction, DEFAULT_PRODUCTION_COST, type Production } from '../entities/production';
import { createSegment, type Segment } from '../entities/segment';
import type { Show } from '../entities/show';
import { defaultSegmentCount } from '../rules/schedule';

type ShowForProduction = Pick<Show, 'name' | 'brandIds' | 'defaultAmountSegments'> & { id: number };

/** DESIGN §3: a new production starts with `defaultAmountSegments ?? 4` plain, empty segments. */
export const emptySegmentsFor = (show: ShowForProduction, date: IsoDate): Segment[] =>
  Array.from({ length: Math.max(0, defaultSegmentCount(show)) }, () =>
    createSegment({ type: 'DEFAULT', date, brandIds: [...show.brandIds] }),
  );

/** The production of a show on a date ("<show name> <date>", the show's brands, cost 300). */
export const newProductionFor = (show: ShowForProduction, date: IsoDate, segmentIds: readonly number[]): Production =>
  createProduction({
    name: `${show.name} ${date}`,
    showId: show.id,
    date,
    brandIds: [...show.brandIds],
    segmentIds: [...segmentIds],
    cost: DEFAULT_PRODUCTION_COST,
  });
