import fc from 'fast-check';
import { createAppearance } from '../entities/appearance';
import { createBrand } from '../entities/brand';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { raisedAverageViewers } from '../rules/finance';
import { sequenceRng } from '../rules/test-rng';
import { showEarnsViewersRise, raiseShowViewers } from './completion-finance';
import { completionSteps } from './completion-pipeline';
import { emptyWork } from './test-work';

const half = sequenceRng([0.5]);
const brand = (id: number, balance: number) => ({ ...createBrand({ name: `B${id}`, balance }), id });
const show = { ...createShow({ name: 'Show', income: 1000, avgViewers: 1001 }), id: 5 };

describe('the effects completion steps decide for the commit', () => {
  it('step 4 gives each brand the same share, credited on the loaded balance too', () => {
    const work = completionSteps.creditBrands(emptyWork({}, { brands: [brand(1, 10), brand(2, 0)], show }), half);
    const share = work.finances!.singlePayout;
    expect(work.effects.brandCredits).toEqual([{ brandId: 1, amount: share }, { brandId: 2, amount: share }]);
    expect(work.brands.map((b) => b.balance)).toEqual([10 + share, share]);
  });

  it('step 11 decides the rise from the rated competitions and raises the loaded show', () => {
    const appearances = [{ ...createAppearance({ wrestlerId: 1 }), id: 1 }];
    const match = (rating: number) => ({ ...createSegment({ type: 'SINGLES', appearanceIds: [1], rating }), id: 1 });
    const raised = completionSteps.raiseViewers(emptyWork({}, { show, segments: [match(2.5)], appearances }), half);
    expect(raised.effects.viewersRise).toBe(true);
    expect(raised.show?.avgViewers).toBe(1051);
    const flat = completionSteps.raiseViewers(emptyWork({}, { show, segments: [match(2)], appearances }), half);
    expect(flat.effects.viewersRise).toBe(false);
    expect(flat.show?.avgViewers).toBe(1001);
    expect(completionSteps.raiseViewers(emptyWork({}, { segments: [match(5)], appearances }), half).effects.viewersRise).toBe(false);
  });

  it('decides and applies the rise exactly as SPEC §9\'s raisedAverageViewers', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 }), (ratings, avgViewers) => {
        const appearances = [{ ...createAppearance({ wrestlerId: 1 }), id: 1 }];
        const segments = ratings.map((rating, i) => ({ ...createSegment({ type: 'SINGLES', appearanceIds: [1], rating }), id: i + 1 }));
        const rise = showEarnsViewersRise({ segments, appearances });
        expect(raiseShowViewers({ ...show, avgViewers }, rise).avgViewers).toBe(raisedAverageViewers(avgViewers, ratings));
      }),
    );
  });
});
