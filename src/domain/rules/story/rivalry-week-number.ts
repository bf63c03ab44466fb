import type { IsoDate } from '../../entities/base';
import { diffDays } from '../../dates';

/**
 * Issue 35: the week of a rivalry a date falls in, counted on the calendar from the rivalry's
 * start (the week it began is week 1, seven days later week 2), whatever happened in between; a
 * date before the start (a hand-edited save) is week 1.
 */
export const rivalryWeekOn = (startedOn: IsoDate, date: IsoDate): number => Math.floor(Math.max(0, diffDays(startedOn, date)) / 7) + 1;
