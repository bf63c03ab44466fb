import type { AppServices } from '../../src/application/services';
import type { WeeksSummary } from '../../src/application/calendar';
import type { ForwardOptions } from '../../src/application/calendar';
import type { DecisionChoice } from '../../src/application/promotions';

// Issue 33 item 1: the season run's player is "Simulate until…" with the default standing orders.

/** What one week of the run came to: the run's summary, and the decisions outside the orders the player answered first. */
export interface SeasonWeek {
  summary: WeeksSummary;
  decisions: number;
  /** The sweep's failures, when the week had to be played the old way (a week that failed under "Simulate until…"). */
  failed: number;
}

/**
 * The season's player spends nothing the orders did not allow: a contract or an offer outside them
 * is let go, a departed champion's title vacated, a card left to the booker. So the figures show
 * what the default orders keep on their own.
 */
const CHOICES: readonly DecisionChoice[] = ['letGo', 'vacate', 'booker'];

async function answer(services: AppServices, decision: WeeksSummary['decisions'][number]): Promise<void> {
  const choice = decision.options.find((o) => CHOICES.includes(o.choice))?.choice;
  if (choice) await services.promotions.decide(decision.key, choice);
}

/**
 * Running every promotion (no standing orders), the season's player renews everyone due within
 * four weeks at their asking terms under living rules, as before issue 33, then sweeps the week.
 */
export async function playEveryPromotionWeek(services: AppServices, rules: 'classic' | 'living', onRivalShows: ForwardOptions['onRivalShows']): Promise<SeasonWeek> {
  if (rules === 'living') await services.contracts.renewExpiring({ weeks: 4 });
  const sweep = await services.calendar.simulateEmptyProductions();
  await services.calendar.forward({ onRivalShows });
  return { summary: { productionIds: sweep.productionIds } as WeeksSummary, decisions: 0, failed: sweep.failed };
}

/**
 * One week as "Simulate until…" plays it (calendar.simulateWeeks, one week). When it stops for
 * decisions outside the orders, each is answered and the week runs again; a week that fails
 * (a show the game could not complete) is played as the sweep and a forward move, as before issue 33.
 */
export async function playWeek(services: AppServices, onRivalShows: ForwardOptions['onRivalShows']): Promise<SeasonWeek> {
  let decisions = 0;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const summary = await services.calendar.simulateWeeks({ weeks: 1 }, { onRivalShows });
    if (summary.outcome === 'decision') {
      decisions += summary.decisions.length;
      for (const decision of summary.decisions) await answer(services, decision);
      continue;
    }
    if (summary.outcome === 'finished') return { summary, decisions, failed: 0 };
    break;
  }
  const sweep = await services.calendar.simulateEmptyProductions();
  await services.calendar.forward({ onRivalShows });
  const summary = { productionIds: sweep.productionIds } as WeeksSummary;
  return { summary, decisions, failed: sweep.failed };
}
