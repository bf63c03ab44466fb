import fc from 'fast-check';
import { GAME_ID } from '../../../src/domain/entities/game';
import { TABLE_NAMES } from '../../../src/domain/entities/tables';
import { checkRecordFields } from '../../../src/domain/fields/record-check';
import { replaceTestGame } from './support';

// Issue 34 item 3: whatever a player types into the doors a form calls (contract offers and
// counter-offers, a free agent's signing, the segment form, the brand form, transfers between
// brands, standing orders, the game's settings, the CMS), every stored record passes the rulebook
// the import applies, and the game's own backup imports back into the same game (backup → import
// → backup is identical).

/** A small living world: two brands with money, two signed wrestlers, a free agent, a show and a segment. */
async function smallWorld() {
  const game = replaceTestGame();
  await game.services.game.load();
  await game.repos.Game.update(GAME_ID, { rules: 'living', date: '2027-01-03' });
  const [brand, other] = await game.repos.Brand.bulkCreate([{ name: 'North', balance: 1_000_000 }, { name: 'South', balance: 250_000 }]);
  await game.repos.Game.update(GAME_ID, { brandIds: [brand.id, other.id] });
  const wrestlers = await game.repos.Wrestler.bulkCreate(
    ['Kip', 'Ace'].map((name) => ({ name, status: 'SIGNED' as const, brandIds: [brand.id], cost: 5_000, contractExpires: '2027-02-01', remainingAppearances: 4 })),
  );
  const [free] = await game.repos.Wrestler.bulkCreate([{ name: 'Roam', status: 'UNSIGNED' as const, brandIds: [], cost: 3_000 }]);
  const show = await game.repos.Show.create({ name: 'North Nights', brandIds: [brand.id], type: 'TV', dayIndex: 2 });
  const segment = await game.repos.Segment.create({ type: 'SINGLES', duration: 300 });
  return { game, brand, other, wrestlers, free, show, segment };
}

/** Numbers a hostile player types (or a form parses): huge, tiny, negative, fractional, not a number. */
const hostileNumber = fc.oneof(
  fc.constantFrom(1e20, 1e308, -1e308, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity, -0, 0.5, 99_999_999_999, Number('１２３')),
  fc.double(),
  fc.integer({ min: -1e9, max: 1e9 }),
);
/** Text a hostile player pastes: long (1 MB), past a limit by one, markup, full-width digits, number-like, blank. */
const MEGABYTE = 'x'.repeat(1_000_000);
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('x'.repeat(5_001), 'x'.repeat(201), MEGABYTE, '<script>alert(1)</script>', '１２３', 'NaN', '1e308', '-0', '   ', ''),
  fc.string({ minLength: 4_990, maxLength: 5_010 }),
);
const hostileColour = fc.oneof(fc.constantFrom('#fff', '#12ab9f', 'red', 'javascript:alert(1)', '#１２３', ''), hostileText);
/** A hostile value or, more often, one a form keeps (so a door with several fields has its write reached, not only its refusal). */
const orSane = <T,>(sane: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> => fc.oneof({ weight: 3, arbitrary: sane }, { weight: 2, arbitrary: hostile });
const saneName = fc.constantFrom('East', 'Main Event Nights', 'Ｆｕｌｌ-width');

type World = Awaited<ReturnType<typeof smallWorld>>;
type Action = (world: World) => Promise<unknown>;

/** How often each door let a value through: every door must be reached, not refused for another reason. */
const through = new Map<string, number>();
const named = (name: string, arbitrary: fc.Arbitrary<Action>): fc.Arbitrary<Action> =>
  arbitrary.map((act): Action => async (w) => {
    const result = (await act(w)) as { kind?: string; ok?: boolean } | undefined;
    if (result?.kind !== 'refused' && result?.ok !== false) through.set(name, (through.get(name) ?? 0) + 1);
    return result;
  });
const DOORS = 13;

const action: fc.Arbitrary<Action> = fc.oneof(
  // An offer, and the wrestler's counter-offer accepted as the dialog's button does.
  named('renewal', fc.tuple(fc.nat(1), hostileNumber, fc.oneof(hostileNumber, fc.constant(52)), fc.oneof(hostileNumber, fc.constant(52))).map(([who, cost, appearances, weeks]): Action => async (w) => {
    const id = w.wrestlers[who].id;
    const answer = await w.game.services.contracts.renew(id, { cost, appearances, weeks, contractType: 'FULL' });
    if (answer.kind === 'counter') await w.game.services.contracts.renew(id, answer.terms);
  })),
  named('segment duration', hostileNumber.map((n): Action => (w) => w.game.services.segments.setDuration(w.segment.id, n))),
  named('segment rating', hostileNumber.map((n): Action => (w) => w.game.services.segments.setRating(w.segment.id, n))),
  named('segment notes', hostileText.map((text): Action => (w) => w.game.services.segments.setNotes(w.segment.id, text))),
  named('CMS wrestler cost', fc.tuple(fc.nat(1), hostileNumber).map(([who, cost]): Action => (w) => w.game.services.cms.update('Wrestler', w.wrestlers[who].id, { cost }))),
  named('CMS brand balance', hostileNumber.map((balance): Action => (w) => w.game.services.cms.update('Brand', w.brand.id, { balance }))),
  named('CMS brand name', hostileText.map((name): Action => (w) => w.game.services.cms.update('Brand', w.brand.id, { name }))),
  // A free agent signed (and a counter-offer taken) as Free agents' dialog does.
  named('free-agent signing', fc.tuple(hostileNumber, hostileNumber, fc.oneof(hostileNumber, fc.constant(26))).map(([cost, appearances, weeks]): Action => async (w) => {
    const answer = await w.game.services.contracts.sign(w.free.id, w.brand.id, { cost, appearances, weeks, contractType: 'FULL' });
    if (answer.kind === 'counter') await w.game.services.contracts.sign(w.free.id, w.brand.id, answer.terms);
  })),
  // The brand form, new or edited.
  named('brand form', fc.tuple(fc.boolean(), orSane(saneName, hostileText), orSane(fc.constant(''), hostileText), orSane(fc.constant('#fff'), hostileColour), orSane(fc.constant('#123456'), hostileColour), orSane(fc.constant(null), hostileNumber)).map(
    ([edit, name, desc, color, backgroundColor, directorId]): Action => async (w) => {
      const asRead = edit ? await w.game.repos.Brand.get(w.brand.id) : undefined;
      await w.game.services.brands.save({ id: asRead?.id, asRead, name, desc, color, backgroundColor, directorId });
    },
  )),
  // Money moved between the player's brands.
  named('transfer', fc.tuple(fc.boolean(), orSane(fc.integer({ min: 1, max: 200_000 }), hostileNumber), hostileText).map(([back, amount, reason]): Action => (w) =>
    w.game.services.brands.transfer({ fromBrandId: back ? w.other.id : w.brand.id, toBrandId: back ? w.brand.id : w.other.id, amount, reason }),
  )),
  // Standing orders' limits.
  named('standing orders', fc.tuple(orSane(fc.integer({ min: 0, max: 10_000_000 }), hostileNumber), orSane(fc.integer({ min: 0, max: 10_000_000 }), hostileNumber)).map(([renewUpTo, matchUpTo]): Action => (w) =>
    w.game.services.promotions.saveOrders({ renew: true, renewUpTo, offers: 'match', matchUpTo, fillCards: true, vacateTitles: false } as never),
  )),
  // The show's form fields, through the CMS (the editor the player has for them).
  named('CMS show', fc.tuple(orSane(saneName, hostileText), orSane(fc.integer({ min: 0, max: 6 }), hostileNumber), orSane(fc.integer({ min: 0, max: 5_000_000 }), hostileNumber)).map(([name, dayIndex, avgViewers]): Action => (w) =>
    w.game.services.cms.update('Show', w.show.id, { name, dayIndex, avgViewers }),
  )),
  // The game's settings: days a calendar step moves.
  named('game settings', orSane(fc.integer({ min: 1, max: 28 }), hostileNumber).map((amountOfDays): Action => (w) => w.game.services.game.update({ amountOfDays }))),
);

/** Every stored record, table by table, passes the rulebook the import applies. */
async function expectWithinRules(world: World): Promise<void> {
  const stored = await world.game.dump();
  for (const table of TABLE_NAMES) {
    for (const row of stored[table] as object[]) expect(checkRecordFields(table, row, 'stored')).toEqual([]);
  }
}

const sequences = fc.array(action, { minLength: 1, maxLength: 6 });

describe('every door a form calls keeps to the rulebook (issue 34, property)', () => {
  it('stores nothing the import refuses, whatever is typed (a few hundred sequences)', async () => {
    await fc.assert(
      fc.asyncProperty(sequences, async (actions) => {
        const world = await smallWorld();
        for (const act of actions) await act(world).catch(() => undefined);
        await expectWithinRules(world);
        world.game.db.close();
      }),
      { numRuns: 200 },
    );
    // Each door let some value through (the test reaches them all, not only their refusals).
    expect([...through.keys()].sort()).toHaveLength(DOORS);
  }, 240_000);

  it('and the backup imports back into the same game (backup → import → backup is identical)', async () => {
    await fc.assert(
      fc.asyncProperty(sequences, async (actions) => {
        const world = await smallWorld();
        for (const act of actions) await act(world).catch(() => undefined);
        await expectWithinRules(world);
        const first = await (await world.game.services.saves.backup()).blob.text();
        await world.game.services.saves.restore(new Blob([first]));
        const second = await (await world.game.services.saves.backup()).blob.text();
        // Record for record (an imported row lists its id first, a created one last: same record).
        expect(JSON.parse(second)).toEqual(JSON.parse(first));
        world.game.db.close();
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
