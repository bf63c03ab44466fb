import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { ForwardOptions } from '../calendar/move-calendar';
import type { RandomSource } from '../ports/random-source.port';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { createOfficeView, type OfficeView } from './office-view';
import { createRosterView, type RosterRow } from './roster-view';

export type { BrandBalance, Champion, OfficeView, RecentResult, TopWrestler, WeekShow } from './office-view';
export type { RosterRow } from './roster-view';

/** Driving port of `/office` (and the roster list it links to). */
export interface OfficeService {
  view(): Promise<OfficeView>;
  /**
   * SPEC §4 day advance: the date moves by amountOfDays and every wrestler heals, atomically
   * (issue 18: with rivals, their shows run first; `options` watches them).
   */
  advance(options?: ForwardOptions): Promise<Stored<Game>>;
  roster(): Promise<RosterRow[]>;
}

/**
 * `advance` is the calendar feature's forward move (issue 18: with rivals it runs their shows too),
 * handed in by the composition root so the first page's chunk does not carry the production feature.
 */
export function createOfficeService(deps: {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  random: RandomSource;
  advance: (options?: ForwardOptions) => Promise<Stored<Game>>;
}): OfficeService {
  return {
    view: createOfficeView(deps),
    // The calendar feature owns the day advance; the office only offers its button.
    advance: (options) => deps.advance(options),
    roster: createRosterView(deps),
  };
}
