import fc from 'fast-check';
import { createCalendarServices } from '../../../src/application/calendar';
import { addDays, diffDays } from '../../../src/domain/dates';
import { GAME_ID } from '../../../src/domain/entities/game';
import { ledgerOf } from '../../../src/domain/rules/ledger';
import { inMemoryDeps, putGame, TODAY } from '../support';

// Issue 33, item 4: every weekly charge is made once per week, whatever the player does. A living
// game is moved at random: forward (the calendar's Next week), back (refused), the schedule looking
// back (browsing), and the date set back by hand (as the CMS can). No week is charged twice, and
// each week the date has reached is charged once.

const noProductions = {
  createProduction: () => Promise.reject(new Error('not used')),
  completeProduction: () => Promise.reject(new Error('not used')),
};

type Action = { kind: 'forward' } | { kind: 'back' } | { kind: 'browse'; steps: number } | { kind: 'setBack'; days: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Action>({ kind: 'forward' }) },
  fc.constant<Action>({ kind: 'back' }),
  fc.integer({ min: 0, max: 3 }).map((steps): Action => ({ kind: 'browse', steps })),
  fc.integer({ min: 1, max: 20 }).map((days): Action => ({ kind: 'setBack', days })),
);

describe('weekly charges, whatever the player does (issue 33)', () => {
  it('property: over forward, back, browsing and a date set back, each week is charged once and only once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const deps = inMemoryDeps();
        await putGame(deps, { rules: 'living', amountOfDays: 7 });
        const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Northgate Pro', balance: 3_000_000 }]);
        await deps.repos.Wrestler.bulkCreate([{ name: 'Kip', brandIds: [brand.id], cost: 5_000, contractType: 'FULL', contractExpires: '2030-01-01' }]);
        const calendar = createCalendarServices({ ...deps, productions: () => noProductions });
        // The weeks count from the first living week's start (nothing is paid before it).
        let origin: string | null = null;
        let furthest = TODAY;
        for (const step of actions) {
          const before = (await deps.repos.Game.get(GAME_ID))!.date;
          if (step.kind === 'forward') {
            if (origin === null) furthest = origin = before;
            const moved = await calendar.forward();
            if (moved.date > furthest) furthest = moved.date;
          } else if (step.kind === 'back') {
            await expect(calendar.backward()).rejects.toThrow(/^Time only runs forward/);
            expect((await deps.repos.Game.get(GAME_ID))!.date).toBe(before);
          } else if (step.kind === 'browse') {
            const balances = (await deps.repos.Brand.all()).map((b) => b.balance);
            const shown = await calendar.schedule(step.steps);
            expect(shown.stepsBack).toBe(step.steps);
            expect((await deps.repos.Game.get(GAME_ID))!.date).toBe(before);
            expect((await deps.repos.Brand.all()).map((b) => b.balance)).toEqual(balances);
          } else {
            await deps.repos.Game.update(GAME_ID, { date: addDays(before, -step.days) });
          }
        }
        const stored = (await deps.repos.Brand.get(brand.id))!;
        const weeks = ledgerOf(stored).filter((line) => line.label === 'Office and crew').map((line) => line.date);
        expect(new Set(weeks).size).toBe(weeks.length);
        expect(weeks.length).toBe(origin === null ? 0 : Math.floor(diffDays(origin, furthest) / 7));
        // The ledger explains the balance to the cent (a few cents of rounding per line at most).
        const explained = ledgerOf(stored).reduce((total, line) => total + line.amount, 3_000_000);
        expect(Math.abs(explained - stored.balance)).toBeLessThan(0.05 * (weeks.length + 1));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
