import fc from 'fast-check';
import { GAME_ID } from '../../../src/domain/entities/game';
import { TABLE_NAMES } from '../../../src/domain/entities/tables';
import { checkRecordFields } from '../../../src/domain/fields/record-check';
import { replaceTestGame } from './support';

// Issue 34 item 3: whatever a player types into the doors a form calls (contract offers, the
// segment form, the CMS), every stored record passes the rulebook the import applies, and the
// game's own backup imports back into the same game (backup → import → backup is identical).

/** A small living world: one brand with money, two signed wrestlers, one segment. */
async function smallWorld() {
  const game = replaceTestGame();
  await game.services.game.load();
  await game.repos.Game.update(GAME_ID, { rules: 'living', date: '2027-01-03' });
  const brand = await game.repos.Brand.create({ name: 'North', balance: 1_000_000 });
  await game.repos.Game.update(GAME_ID, { brandIds: [brand.id] });
  const wrestlers = await game.repos.Wrestler.bulkCreate(
    ['Kip', 'Ace'].map((name) => ({ name, status: 'SIGNED' as const, brandIds: [brand.id], cost: 5_000, contractExpires: '2027-02-01', remainingAppearances: 4 })),
  );
  const segment = await game.repos.Segment.create({ type: 'SINGLES', duration: 300 });
  return { game, brand, wrestlers, segment };
}

/** Numbers a hostile player types (or a form parses): huge, tiny, negative, fractional, not a number. */
const hostileNumber = fc.oneof(
  fc.constantFrom(1e20, 1e308, -1e308, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity, -0, 0.5, 99_999_999_999, Number('１２３')),
  fc.double(),
  fc.integer({ min: -1e9, max: 1e9 }),
);
const hostileText = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x'.repeat(5_001), '<script>alert(1)</script>', '１２３', ''), fc.string({ minLength: 4_990, maxLength: 5_010 }));

type World = Awaited<ReturnType<typeof smallWorld>>;
type Action = (world: World) => Promise<unknown>;

const action: fc.Arbitrary<Action> = fc.oneof(
  // An offer, and the wrestler's counter-offer accepted as the dialog's button does.
  fc.tuple(fc.nat(1), hostileNumber, fc.oneof(hostileNumber, fc.constant(52)), fc.oneof(hostileNumber, fc.constant(52))).map(([who, cost, appearances, weeks]): Action => async (w) => {
    const id = w.wrestlers[who].id;
    const answer = await w.game.services.contracts.renew(id, { cost, appearances, weeks, contractType: 'FULL' });
    if (answer.kind === 'counter') await w.game.services.contracts.renew(id, answer.terms);
  }),
  hostileNumber.map((n): Action => (w) => w.game.services.segments.setDuration(w.segment.id, n)),
  hostileNumber.map((n): Action => (w) => w.game.services.segments.setRating(w.segment.id, n)),
  hostileText.map((text): Action => (w) => w.game.services.segments.setNotes(w.segment.id, text)),
  fc.tuple(fc.nat(1), hostileNumber).map(([who, cost]): Action => (w) => w.game.services.cms.update('Wrestler', w.wrestlers[who].id, { cost })),
  hostileNumber.map((balance): Action => (w) => w.game.services.cms.update('Brand', w.brand.id, { balance })),
  hostileText.map((name): Action => (w) => w.game.services.cms.update('Brand', w.brand.id, { name })),
);

describe('every door a form calls keeps to the rulebook (issue 34, property)', () => {
  it('stores nothing the import refuses, and the backup imports back into the same game', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
        const world = await smallWorld();
        for (const act of actions) await act(world).catch(() => undefined);

        const stored = await world.game.dump();
        for (const table of TABLE_NAMES) {
          for (const row of stored[table] as object[]) expect(checkRecordFields(table, row, 'stored')).toEqual([]);
        }
        const first = await (await world.game.services.saves.backup()).blob.text();
        await world.game.services.saves.restore(new Blob([first]));
        const second = await (await world.game.services.saves.backup()).blob.text();
        // Record for record (an imported row lists its id first, a created one last: same record).
        expect(JSON.parse(second)).toEqual(JSON.parse(first));
        world.game.db.close();
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
