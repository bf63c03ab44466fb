import { addDays, diffDays } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';
import type { Rivalry } from '../../domain/entities/rivalry';
import { heatAt } from '../../domain/rules/living/rivalry-heat';

/** One point of a rivalry's heat chart. */
export interface HeatPoint {
  date: IsoDate;
  heat: number;
}

/** The chart shows at most this many weeks (the newest): a long rivalry stays readable. */
export const HEAT_SERIES_WEEKS = 26;

/**
 * The heat week by week from the start to `today` (or its newest beat, when a show ahead of the
 * calendar was already played), plus a point on each beat's day so a jump is
 * drawn where it happened: each point is the newest known heat on or before its day (a beat, or the
 * rivalry's own heat on `heatOn`), faded by the weeks since (heatAt, HEAT_KEPT_PER_WEEK a week).
 */
export function heatSeries(rivalry: Pick<Rivalry, 'startedOn' | 'heat' | 'heatOn' | 'beats'>, today: IsoDate): HeatPoint[] {
  const anchors = [...rivalry.beats.map((b) => ({ heat: b.heat, heatOn: b.date })), { heat: rivalry.heat, heatOn: rivalry.heatOn }]
    .sort((a, b) => a.heatOn.localeCompare(b.heatOn));
  // Shows played ahead of the calendar (booked on a later date and simulated) are on the chart too.
  const end = [rivalry.startedOn, rivalry.heatOn, ...rivalry.beats.map((b) => b.date)].reduce((last, day) => (day > last ? day : last), today);
  const first = addDays(rivalry.startedOn, 7 * Math.max(0, Math.ceil(diffDays(rivalry.startedOn, end) / 7) - HEAT_SERIES_WEEKS));
  const days = new Set<IsoDate>();
  for (let day = first; day <= end; day = addDays(day, 7)) days.add(day);
  days.add(end);
  for (const beat of rivalry.beats) if (beat.date >= first && beat.date <= end) days.add(beat.date);
  return [...days].sort().map((date) => {
    // The newest anchor on or before the day (when two share a day, the later in the list wins).
    const anchor = anchors.filter((a) => a.heatOn <= date).pop() ?? anchors[0];
    return { date, heat: heatAt(anchor, date) };
  });
}
