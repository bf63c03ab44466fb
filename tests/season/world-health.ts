import { computeFigures } from '../../scripts/season/figures';
import { playerBrandIdsOf, rosterOf } from '../../scripts/season/figures-player';
import type { WeekSample } from '../../scripts/season/samples';
import { runSeason } from '../../scripts/season/run-season';
import { LIVING_TARGETS, meetsTarget, type FigureName, type Figures } from '../../scripts/season/definitions';
import type { RuleSet } from '../../src/domain/entities/enums';
import { COMPANY } from '../../src/infrastructure/seed/ids';

// The world-health targets, asserted on seeded runs of the game's own booker (the week sweep)
// under both rule sets: issue 13's for every rule set (a classic year), and issue 15's "World-health
// figures" for the living rules over three years (LIVING_TARGETS, the report's targets too).
// Issue 18 adds a living run as AWE, as `npm run season` plays by default: the rivals run their
// shows, and its figures (rivals.*, war.topNightShare, talent.moves) are measured there.

/** Issue 18's figures, which only a game with rivals has (null otherwise). */
const RIVAL_FIGURES: readonly FigureName[] = [
  'rivals.bookedShare', 'rivals.balanceRatioMin', 'rivals.balanceRatioMax', 'war.topNightShare', 'talent.moves',
  // Issue 35: upsets need a night of two played shows.
  'war.upsetShare',
  // Issue 33: the player's promotion (none when the player runs every promotion).
  'player.rosterRatio', 'player.outsiderTitles', 'player.emptyCards',
  // Issue 36: the talent market's moves and long waits are measured where rivals sign.
  'talent.movesPerYearMin', 'talent.longUnsignedShare',
];

/**
 * Targets of an open issue not met yet: measured (the report shows them ✗ with their value), not
 * asserted, until they hold; add a name here only with its issue open. Issue 35's
 * booking.airtimeFillMin left it when met. Issue 36: save.mbPerYear (about 10 MB a year after
 * the first packing, target 4; and these runs write no save file, so it reads null here).
 */
export const OPEN_TARGETS: readonly FigureName[] = ['save.mbPerYear'];

/**
 * Issue 36's targets the seeded decade as AWE does not meet yet (measured, not asserted there):
 * remove a name when it holds. The monthly rating (1.67: star-power.ts), roster.activeRatioMax (a
 * shared roster counted once, talent-valuation.ts brandShare), roster.medianAgeDrift (−1.48: older
 * rookies) and booking.mainEventRepeatMax (6: an event's payoff does not headline a pairing just
 * headlined, booking-plan.ts) left the list when they held.
 */
export const OPEN_DECADE_TARGETS: readonly FigureName[] = [];

/** Issue 36's new targets the three-year run of every promotion does not meet yet (4 debuts in one year). */
const OPEN_THREE_YEAR_TARGETS: readonly FigureName[] = ['roster.debutsPerYearMin'];

export interface HealthRun {
  rules: RuleSet;
  weeks: number;
  companyId: number | null;
  targets: readonly FigureName[];
}

/**
 * The three seeded runs, one test file each (world-health-*.test.ts) so that they run side by side
 * on the suite's workers: together they are the suite's longest work. Issue 36: the run as AWE
 * (rivals, the player's standing orders) lasts ten years, the dynasty the issue asserts on; it
 * replaced the three-year one, whose targets it holds too.
 */
export const HEALTH_RUNS = {
  classic: { rules: 'classic', weeks: 52, companyId: null, targets: [] },
  living: { rules: 'living', weeks: 3 * 52, companyId: null, targets: livingTargets(OPEN_THREE_YEAR_TARGETS).filter((name) => !RIVAL_FIGURES.includes(name)) },
  decade: { rules: 'living', weeks: 10 * 52, companyId: COMPANY.AWE, targets: livingTargets(OPEN_DECADE_TARGETS) },
} satisfies Record<string, HealthRun>;

function livingTargets(open: readonly FigureName[]): FigureName[] {
  return (Object.keys(LIVING_TARGETS) as FigureName[]).filter((name) => !OPEN_TARGETS.includes(name) && !open.includes(name));
}

/** Declares the world-health tests of one seeded run (called by each world-health-*.test.ts). */
export function describeWorldHealth({ rules, weeks, companyId, targets }: HealthRun): void {
  describe(`a seeded run under the ${rules} rules (${weeks} weeks, promotion ${companyId})`, () => {
    let figures: Figures;
    /** Issue 33: the player's promotion after two years, and its roster at the start (null without one). */
    let twoYears: { start: number; sample: WeekSample | undefined } | null = null;
    beforeAll(async () => {
      const run = await runSeason({ weeks, seed: 42, rules, companyId, databaseName: `world-health-${rules}-${companyId ?? 'all'}` });
      try {
        figures = computeFigures(run.records);
        const brands = playerBrandIdsOf(run.records);
        const directors = new Set(run.records.start.brands.flatMap((b) => (b.directorId === null ? [] : [b.directorId])));
        if (brands) twoYears = { start: rosterOf(run.records.start.wrestlers, brands, directors), sample: run.records.weeks.find((w) => w.week === 104) };
      } finally {
        await run.dispose();
      }
    }, weeks * 5_000);

    it('has no reign held by a side of the wrong size or gender', () => {
      expect(figures['titles.misfitReigns']).toBe(0);
    });

    it('never lets one wrestler hold more than two titles at once', () => {
      expect(figures['titles.maxHeldByOne']).toBeLessThanOrEqual(2);
    });

    it('gives every division with titles at least 15% of the match appearances', () => {
      expect(figures['divisions.minAppearanceShare']).toBeGreaterThanOrEqual(0.15);
    });

    it('puts no staff in a match, and the booker draws nobody unfit', () => {
      expect(figures['matches.staffAppearances']).toBe(0);
      expect(figures['bookings.unfit']).toBe(0);
    });

    it('puts every active title on the line at least once in the run', () => {
      expect(figures['titles.idle']).toBe(0);
    });

    it('never repeats a storyline sentence on a card (issue 17)', () => {
      expect(figures['storylines.repeatedOnCard']).toBe(0);
    });

    it('completes every production it books', () => {
      expect(figures['productions.failed']).toBe(0);
    });

    // Issue 33: two years of "Simulate until…" with the default standing orders keep the player's promotion whole.
    if (companyId !== null && rules === 'living' && weeks >= 104) {
      it('keeps at least 80% of the player\'s roster and every one of its titles after two years of "Simulate until…" with the default orders', () => {
        expect(twoYears?.sample?.player).toBeDefined();
        const { start, sample } = twoYears!;
        expect(sample!.player!.roster / start, `roster ${sample!.player!.roster} of ${start}`).toBeGreaterThanOrEqual(0.8);
        expect(sample!.player!.outsiderTitles).toBe(0);
      });
    }

    // Issue 15's targets (and issue 18's) hold the living rules only: the classic rules keep the spec's drift.
    if (targets.length > 0) {
      it.each(targets.map((name) => [name, LIVING_TARGETS[name]!] as const))('meets its target: %s within %s', (name, target) => {
        expect(meetsTarget(target, figures[name]), `${name} = ${figures[name]}, target ${target}`).toBe(true);
      });
    }
  });
}
