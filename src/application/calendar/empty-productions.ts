import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Repositories } from '../ports/unit-of-work.port';
import { freshRng, type UseCaseDeps } from '../segments/deps';
import { createRandomiseProduction } from '../segments/randomise-segment';
import { buildSchedule, occurrencesOf, type ScheduledShow } from './schedule';

/** Provided by the productions feature (creating and completing a production is not ours). */
export interface ProductionLifecycle {
  createProduction: (input: { showId: number; date: string }) => Promise<Stored<Production>>;
  completeProduction: (productionId: number) => Promise<{ status: string }>;
}

export type OnProgress = (done: number, total: number) => void;

export interface EmptyProductionsSummary {
  /** Empty show occurrences in the window (the work to do). */
  total: number;
  /** Occurrences left alone: their production is complete or already booked. */
  skipped: number;
  /** Productions created for occurrences that had none. */
  created: number;
  /** Productions whose segments were randomised. */
  randomised: number;
  /** Completion results by the status completeProduction reported (simulate only). */
  completions: Record<string, number>;
  /** Occurrences whose work threw (logged, the rest carried on). */
  failed: number;
  /** The productions worked on, in schedule order. */
  productionIds: number[];
}

/** Empty: no production yet, or an incomplete one where nobody appears in any segment. */
async function isEmpty(repos: Repositories, occurrence: ScheduledShow): Promise<boolean> {
  const { production } = occurrence;
  if (!production) return true;
  if (production.complete) return false;
  const segments = await repos.Segment.getMany(production.segmentIds);
  return segments.every((segment) => segment.appearanceIds.length === 0);
}

type Deps = UseCaseDeps & ProductionLifecycle;

/**
 * SPEC §7 "randomise empty productions" and "simulate empty productions" over the schedule window:
 * each empty occurrence gets a production (created when missing) whose segments are randomised;
 * simulate then completes it. A failure is logged and counted; the others still run.
 */
export function createEmptyProductions(deps: Deps) {
  const randomiseProduction = createRandomiseProduction(deps);

  // One seed per production, so a whole card can be replayed.
  const fill = async (production: Stored<Production>): Promise<void> => {
    await randomiseProduction({ production, rng: freshRng(deps.random) });
  };

  const run = async (simulate: boolean, onProgress?: OnProgress): Promise<EmptyProductionsSummary> => {
    const occurrences = occurrencesOf(await buildSchedule(deps.repos));
    const empty: ScheduledShow[] = [];
    for (const occurrence of occurrences) if (await isEmpty(deps.repos, occurrence)) empty.push(occurrence);

    const summary: EmptyProductionsSummary = {
      total: empty.length,
      skipped: occurrences.length - empty.length,
      created: 0,
      randomised: 0,
      completions: {},
      failed: 0,
      productionIds: [],
    };
    onProgress?.(0, empty.length);
    for (const [index, occurrence] of empty.entries()) {
      try {
        let production = occurrence.production;
        if (!production) {
          production = await deps.createProduction({ showId: occurrence.show.id, date: occurrence.date });
          summary.created += 1;
        }
        summary.productionIds.push(production.id);
        await fill(production);
        summary.randomised += 1;
        if (simulate) {
          const { status } = await deps.completeProduction(production.id);
          summary.completions[status] = (summary.completions[status] ?? 0) + 1;
        }
      } catch (error) {
        summary.failed += 1;
        deps.logger.error(`Could not fill ${occurrence.show.name} on ${occurrence.date}`, error);
      }
      onProgress?.(index + 1, empty.length);
    }
    return summary;
  };

  return {
    randomiseEmptyProductions: (onProgress?: OnProgress) => run(false, onProgress),
    simulateEmptyProductions: (onProgress?: OnProgress) => run(true, onProgress),
  };
}
