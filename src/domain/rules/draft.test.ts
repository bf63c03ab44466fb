import { createBrand } from '../entities/brand';
import { createDraft } from '../entities/draft';
import { createWrestler } from '../entities/wrestler';
import { draftCost, newDraft, processDraft } from './draft';

describe('when drafting a wrestler (SPEC §4 Draft)', () => {
  it.each([
    ['2026-11-19', 100, '2027-12-24'],
    ['2028-01-01', 2_500, '2029-02-04'],
  ])('a draft made on %s for a wrestler costing %d runs until %s at that cost', (gameDate, cost, endDate) => {
    const draft = newDraft({ wrestler: { id: 7, cost }, brandId: 2, gameDate, pick: 3 });
    expect(draft).toMatchObject({ startDate: gameDate, endDate, costPerAppearance: cost, brandId: 2, wrestlerId: 7, pick: 3, complete: false });
  });

  it.each([[52, 100, 5_200], [52, 2_500, 130_000], [10, 300, 3_000]])(
    '%d appearances at %d cost %d',
    (amountOfAppearances, costPerAppearance, cost) => {
      expect(draftCost({ amountOfAppearances, costPerAppearance })).toBe(cost);
    },
  );

  it('signs the wrestler to the brand, charges the brand and completes the draft', () => {
    const draft = { ...createDraft({ brandId: 2, wrestlerId: 7, costPerAppearance: 100, endDate: '2027-12-24', contractType: 'PART' }), id: 1 };
    const wrestler = { ...createWrestler({ status: 'UNSIGNED', brandIds: [1], remainingAppearances: 3 }), id: 7 };
    const brand = { ...createBrand({ balance: 10_000 }), id: 2 };
    const result = processDraft({ draft, wrestler, brand });
    expect(result.draft.complete).toBe(true);
    expect(result.wrestler).toMatchObject({
      status: 'SIGNED', brandIds: [2], remainingAppearances: 52, contractType: 'PART', contractExpires: '2027-12-24',
    });
    expect(result.brand.balance).toBe(10_000 - 5_200);
    expect(processDraft(result)).toBe(result);
  });
});
