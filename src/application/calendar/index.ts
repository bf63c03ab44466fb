import type { UseCaseDeps } from '../segments/deps';
import { createEmptyProductions, type ProductionLifecycle } from './empty-productions';
import { createMoveCalendar } from './move-calendar';
import { createGenerateSchedule } from './schedule';

export type { EmptyProductionsSummary, OnProgress, ProductionLifecycle } from './empty-productions';
export type { Schedule, ScheduleDay, ScheduledShow } from './schedule';

export type CalendarDeps = UseCaseDeps & ProductionLifecycle;

/** SPEC §7 calendar forward/backward, schedule generation, and the empty-production sweeps. */
export function createCalendarServices(deps: CalendarDeps) {
  const { forward, backward } = createMoveCalendar(deps);
  return {
    forward,
    backward,
    schedule: createGenerateSchedule(deps),
    ...createEmptyProductions(deps),
  };
}

export type CalendarServices = ReturnType<typeof createCalendarServices>;
