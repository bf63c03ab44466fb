import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import type { Repositories } from '../ports/unit-of-work.port';

/**
 * The production whose running order holds a segment (the link runs from production to segment).
 * Issue 19: looked for among the productions of the segment's day (the date index: a handful),
 * and only when none holds it (a segment whose date was edited, a hand-made one) among all.
 */
export async function productionHolding(repos: Pick<Repositories, 'Production'>, segment: Pick<Stored<Segment>, 'id' | 'date'>): Promise<Stored<Production> | undefined> {
  const holds = (p: Stored<Production>) => p.segmentIds.includes(segment.id);
  const day = typeof segment.date === 'string' ? segment.date.slice(0, 10) : '';
  const sameDay = day ? (await repos.Production.findBetween('date', day, `${day}\uffff`)).find(holds) : undefined;
  return sameDay ?? (await repos.Production.all()).find(holds);
}
