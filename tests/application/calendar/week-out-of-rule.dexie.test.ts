import { createCalendarServices } from '../../../src/application/calendar';
import { GAME_ID } from '../../../src/domain/entities/game';
import { FieldRuleError } from '../../../src/domain/fields/record-check';
import { dexieDeps, putGame, TODAY } from '../support';

// Issue 34, item 2: a figure the week computes that would break its rule (here a balance pushed past
// what a save may hold by the week's charges) fails the week with a message naming the record and
// the limit, and writes nothing: the date, the balance and the ledger stay as they were.

const noProductions = {
  createProduction: () => Promise.reject(new Error('not used')),
  completeProduction: () => Promise.reject(new Error('not used')),
};

describe('a week whose computed figure would break a rule (issue 34)', () => {
  it('fails with the record, the field and the limit named, and writes nothing', async () => {
    const deps = dexieDeps('week-out-of-rule');
    await putGame(deps, { rules: 'living', amountOfDays: 7 });
    // One cent above the lowest balance a save may hold: the week's office and crew charge goes past it.
    const [brand] = await deps.repos.Brand.bulkCreate([{ name: 'Northgate Pro', balance: -999_999_999_999_999.99 }]);
    await deps.repos.Wrestler.bulkCreate([{ name: 'Kip', brandIds: [brand.id], cost: 5_000, contractType: 'FULL', contractExpires: '2030-01-01' }]);
    const before = { game: await deps.repos.Game.get(GAME_ID), brand: await deps.repos.Brand.get(brand.id), wrestlers: await deps.repos.Wrestler.all() };
    const calendar = createCalendarServices({ ...deps, productions: () => noProductions });

    const failure = await calendar.forward().then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(FieldRuleError);
    expect((failure as Error).message).toMatch(/^Brand 1: balance must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000 \(it is -100000000000\d{4}(\.\d+)?\)\.$/);

    expect(await deps.repos.Game.get(GAME_ID)).toEqual(before.game);
    expect((await deps.repos.Game.get(GAME_ID))!.date).toBe(TODAY);
    expect(await deps.repos.Brand.get(brand.id)).toEqual(before.brand);
    expect(await deps.repos.Wrestler.all()).toEqual(before.wrestlers);
  });
});
