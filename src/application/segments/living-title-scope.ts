import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Wrestler } from '../../domain/entities/wrestler';
import { addDays, diffDays } from '../../domain/dates';
import { titleIdleWeeks } from '../../domain/rules/living/title-booking';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { LIVING_TITLES, mainEventOf } from '../../domain/rules/living/title-plan';
import type { Repositories } from '../ports/unit-of-work.port';
import type { TitleWeek } from './random-draw';

const isDrawnKind = (type: string): boolean => type === 'DEFAULT' || kindOrDefault(type).competition;

/**
 * Wrestlers (not managers) in a title match of another production within the rest window around
 * `date`: a champion defends at most once a week (issue 15 item 7), whatever the order the week's
 * cards are drawn in.
 */
export async function titleBusyIds(tx: Repositories, date: string, productionId: number | undefined): Promise<number[]> {
  const span = LIVING_TITLES.restDays - 1;
  const nearby = (await tx.Production.findBetween('date', addDays(date, -span), `${addDays(date, span)}\uffff`))
    .filter((p) => p.id !== productionId);
  const segments = (await tx.Segment.getMany(nearby.flatMap((p) => p.segmentIds)))
    .filter((s) => s.championshipIds.length > 0 && kindOrDefault(s.type).competition);
  const appearances = await tx.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
  return [...new Set(appearances.filter((a) => !a.manager).map((a) => a.wrestlerId))];
}

/** The living booker's view of the week around a production (DrawScope.titleWeek). */
export async function titleWeekOf(
  tx: Repositories,
  production: Stored<Production> | undefined,
  roster: Stored<Wrestler>[],
  date: string,
): Promise<TitleWeek> {
  const [segments, busyIds, reigns] = await Promise.all([
    tx.Segment.getMany(production?.segmentIds ?? []),
    titleBusyIds(tx, date, production?.id),
    tx.Reign.all(),
  ]);
  const idleWeeks = new Map(
    reigns.filter((r) => r.endDate === null).map((r) => [r.championshipId, titleIdleWeeks(r, diffDays(r.startDate, date) / 7)]),
  );
  return { roster, busyIds, idleWeeks, mainEventId: mainEventOf(segments, (s) => isDrawnKind(s.type)) };
}
