import fc from 'fast-check';
import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createWrestler } from '../entities/wrestler';
import { changeTitles, openReignOf } from './championship';
import { vacateTitle, whyCannotDefend } from './title-vacancy';

const DATE = '2026-06-01';

describe('when a holder may no longer be able to defend a title', () => {
  it.each([
    ['an active signed wrestler under contract', createWrestler({ contractExpires: '2027-01-01' }), null],
    ['a wrestler with no expiry date', createWrestler({ contractExpires: '' }), null],
    ['a retired wrestler', createWrestler({ retired: true, active: false }), 'has retired'],
    ['a released wrestler', createWrestler({ status: 'UNSIGNED' }), 'has been released'],
    ['an inactive wrestler', createWrestler({ active: false }), 'is inactive'],
    ['a wrestler whose contract ran out that day', createWrestler({ contractExpires: DATE }), 'has no contract'],
    ['a wrestler whose record is gone', undefined, 'is no longer in the game'],
  ])('%s: %s', (_, wrestler, why) => {
    expect(whyCannotDefend(wrestler, DATE)).toBe(why);
  });
});

describe('when a title is vacated', () => {
  const title = { ...createChampionship({ wrestlerIds: [3] }), id: 9 };
  const other = { ...createChampionship({ wrestlerIds: [4] }), id: 8 };
  const ended = { ...createReign({ championshipId: 9, wrestlerIds: [2], startDate: '2025-01-01', endDate: '2025-06-01' }), id: 1 };
  const open = { ...createReign({ championshipId: 9, wrestlerIds: [3], startDate: '2026-01-01' }), id: 2 };
  const otherOpen = { ...createReign({ championshipId: 8, wrestlerIds: [4], startDate: '2026-01-01' }), id: 3 };

  it('ends the open reign on the date and clears the holders, leaving other titles as they were', () => {
    const after = vacateTitle({ championships: [title, other], reigns: [ended, open, otherOpen] }, 9, DATE);
    expect(after.championships).toEqual([{ ...title, wrestlerIds: [] }, other]);
    expect(after.reigns).toEqual([ended, { ...open, endDate: DATE }, otherOpen]);
  });

  it('the next winner starts a new reign with no defences', () => {
    const vacated = vacateTitle({ championships: [title], reigns: [open] }, 9, DATE);
    const after = changeTitles(vacated, [{ championshipId: 9, holders: [3], date: '2026-07-01', segmentId: null }]);
    expect(after.reigns).toEqual([{ ...open, endDate: DATE }, expect.objectContaining({ wrestlerIds: [3], defenses: 0, startDate: '2026-07-01', endDate: null })]);
  });

  it('leaves every title without an open reign or holders, whatever it held', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }), fc.boolean(), (holders, withReign) => {
        const held = { ...title, wrestlerIds: holders };
        const reigns = withReign ? [{ ...open, wrestlerIds: holders }] : [];
        const after = vacateTitle({ championships: [held], reigns }, 9, DATE);
        expect(after.championships[0].wrestlerIds).toEqual([]);
        expect(openReignOf(after.reigns, 9)).toBeUndefined();
        expect(after.reigns).toHaveLength(reigns.length);
      }),
    );
  });
});
