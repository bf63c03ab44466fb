import { createCalendarReads } from './calendar-reads';
import { createEmptyProductions, type ProductionLifecycleFor } from './empty-productions';
import { createMoveCalendar } from './move-calendar';
import { createGenerateSchedule } from './schedule';
import { createSimulateWeeks } from './simulate-weeks';
import type { UseCaseDeps } from '../deps';

export type { EmptyProductionsSummary, OnProgress, ProductionLifecycle, ProductionLifecycleFor } from './empty-productions';
export type { Schedule, ScheduleDay, ScheduledShow } from './schedule';
export type { CalendarWorld } from './calendar-reads';
export type { SimulateWeeksOptions, WeeksProgress } from './simulate-weeks';
export type { ForwardOptions } from './move-calendar';
export { weeksOf, weeksTargetProblem, type WeeksTarget } from './weeks-target';
export type { BestSegment, BrandMoney, TitleChangeLine, UnfilledSegment, WeeksFailure, WeeksSummary } from './weeks-summary';

/**
 * The sweeps run the production feature's use cases (imported, built over the sweep's storage);
 * `productions` replaces them in tests.
 */
export type CalendarDeps = UseCaseDeps & { productions?: ProductionLifecycleFor };

/**
 * SPEC §7 calendar forward/backward, schedule generation, the empty-production sweeps and runs of
 * many weeks (issue 13: `simulateWeeks`, each week a sweep then a step forward, saved whole); the
 * queries `world`, `brandNames` and `sweptProductions` feed the calendar, schedule and simulate screens.
 */
export function createCalendarServices(deps: CalendarDeps) {
  const { forward, backward } = createMoveCalendar(deps);
  return {
    forward,
    backward,
    schedule: createGenerateSchedule(deps),
    ...createEmptyProductions(deps),
    simulateWeeks: createSimulateWeeks(deps),
    ...createCalendarReads(deps),
  };
}

export type CalendarServices = ReturnType<typeof createCalendarServices>;
