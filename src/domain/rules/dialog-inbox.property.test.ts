import fc from 'fast-check';
import { addDays, sundayOf } from '../dates';
import type { Stored } from '../entities/base';
import { createBrand, type Brand } from '../entities/brand';
import { createChampionship, type Championship } from '../entities/championship';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { applyDialogEffects } from './dialog-effects';
import { INBOX_LIMITS, keysOfWeek, weekInbox, type DialogWorld, type WeekInbox } from './dialogs';

const stat = fc.integer({ min: -20, max: 140 });
const wrestlerArb = (id: number): fc.Arbitrary<Stored<Wrestler>> =>
  fc.record({
    damage: stat, morale: stat, points: stat,
    remainingAppearances: fc.integer({ min: -2, max: 60 }),
    contractExpires: fc.constantFrom('', '2026-01-01', '2026-11-20', '2026-12-10', '2028-01-01'),
    brandIds: fc.subarray([1, 2, 3]),
    status: fc.constantFrom('SIGNED', 'SIGNED', 'SIGNED', 'UNSIGNED'),
  }).map((fields) => ({ ...createWrestler({ name: `W${id}`, ...(fields as Partial<Wrestler>) }), id }));
// Ids drawn from a small range, so the same wrestler can appear twice (a save with duplicates).
const rosterArb = fc.array(fc.integer({ min: 1, max: 40 }).chain(wrestlerArb), { maxLength: 60 });
const brandsArb: fc.Arbitrary<Stored<Brand>[]> = fc.tuple(...[1, 2, 3].map((id) =>
  fc.integer({ min: -40_000, max: 40_000 }).map((balance) => ({ ...createBrand({ name: `B${id}`, balance }), id }))));
const titlesArb: fc.Arbitrary<Stored<Championship>[]> = fc.array(
  fc.record({ id: fc.integer({ min: 1, max: 20 }), holders: fc.subarray(Array.from({ length: 40 }, (_, i) => i + 1), { maxLength: 2 }) })
    .map(({ id, holders }) => ({ ...createChampionship({ name: `T${id}`, wrestlerIds: holders }), id })),
  { maxLength: 6 },
);
const dateArb = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-11-01', n));

/** Everything the inbox promises, whatever the world. */
function expectAnInbox(inbox: WeekInbox, world: DialogWorld) {
  const keys = inbox.dialogs.map((d) => d.key);
  const decided = keysOfWeek(world.decided, world.date);
  expect(new Set(keys).size).toBe(keys.length);
  // One per subject and topic: the key is kind, subject and week, and the week is the game date's.
  expect(new Set(keys.map((k) => k.split('-').slice(0, 2).join('-'))).size).toBe(keys.length);
  expect(keys.every((k) => k.endsWith(`-${sundayOf(world.date)}`) && !decided.includes(k))).toBe(true);
  expect(inbox.dialogs.every((d) => d.expires === addDays(sundayOf(world.date), 6) && d.expires >= world.date)).toBe(true);
  expect(keys.length + decided.length).toBeLessThanOrEqual(Math.max(INBOX_LIMITS.weekly, decided.length));
  for (const kind of ['budget', 'rest', 'renewal', 'push']) {
    expect(inbox.dialogs.filter((d) => d.kind === kind).length).toBeLessThanOrEqual(INBOX_LIMITS.perTopic);
  }
  expect(inbox.dialogs.filter((d) => d.urgency === 'critical').length).toBeLessThanOrEqual(INBOX_LIMITS.urgent);
  expect(inbox.waiting).toBeGreaterThanOrEqual(0);
}

describe('the inbox of any world (properties)', () => {
  it('holds one conversation per subject and topic, of this week, within the week, topic and urgent limits', () => {
    fc.assert(
      fc.property(rosterArb, brandsArb, titlesArb, dateArb, fc.array(fc.oneof(fc.string(), fc.constantFrom('rest-1-2026-11-15', 'push-2-2026-11-22')), { maxLength: 20 }),
        (roster, brands, championships, date, decided) => {
          const world: DialogWorld = { date, roster, brands, people: roster, championships, productions: [], decided };
          expectAnInbox(weekInbox(world), world);
        }),
    );
  });

  it('stays an inbox over a year of weeks, whatever the player answers and however the roster wears down', () => {
    const weekArb = fc.record({
      wear: fc.array(fc.tuple(fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: -15, max: 5 })), { maxLength: 30 }),
      answers: fc.array(fc.nat(), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(weekArb, { minLength: 52, maxLength: 52 }), (weeks) => {
        let roster = Array.from({ length: 30 }, (_, i) => ({ ...createWrestler({ name: `W${i}`, brandIds: [1 + (i % 2)], points: i * 3 }), id: i + 1 }));
        let brands = [1, 2].map((id) => ({ ...createBrand({ name: `B${id}`, balance: 1000 }), id }));
        let date = '2026-11-15';
        let decided: string[] = [];
        for (const { wear, answers } of weeks) {
          // Shows wear the roster down (damage up, morale down or up), contracts run out.
          roster = roster.map((w) => ({ ...w, remainingAppearances: w.remainingAppearances - 1 }));
          for (const [index, damage, morale] of wear) roster[index] = { ...roster[index], damage: roster[index].damage + damage, morale: roster[index].morale + morale };
          brands = brands.map((b) => ({ ...b, balance: b.balance - 700 }));
          for (const pick of answers) {
            const world: DialogWorld = { date, roster, brands, people: roster, championships: [], productions: [], decided };
            const inbox = weekInbox(world);
            expectAnInbox(inbox, world);
            if (inbox.dialogs.length === 0) break;
            const dialog = inbox.dialogs[pick % inbox.dialogs.length];
            const option = dialog.options[pick % dialog.options.length];
            const applied = applyDialogEffects(option.effects, { wrestlers: new Map(roster.map((w) => [w.id, w])), brands: new Map(brands.map((b) => [b.id, b])) });
            const wrestlers = new Map(applied.wrestlers.map((w) => [w.id, w]));
            const changedBrands = new Map(applied.brands.map((b) => [b.id, b]));
            roster = roster.map((w) => wrestlers.get(w.id) ?? w);
            brands = brands.map((b) => changedBrands.get(b.id) ?? b);
            decided = [...keysOfWeek(decided, date), dialog.key];
          }
          const world: DialogWorld = { date, roster, brands, people: roster, championships: [], productions: [], decided };
          expectAnInbox(weekInbox(world), world);
          date = addDays(date, 7);
        }
      }),
      { numRuns: 10 },
    );
  });
});
