import fc from 'fast-check';
import { createWrestler } from '../../entities/wrestler';
import { contractEnded, fitToBook, isInjured } from './fitness';

const DAY = '2027-03-10';

describe('who a living game may book', () => {
  it('is injured until the return date, fit again on it', () => {
    expect(isInjured(createWrestler({ injuredUntil: '2027-03-11' }), DAY)).toBe(true);
    expect(isInjured(createWrestler({ injuredUntil: DAY }), DAY)).toBe(false);
    expect(isInjured(createWrestler({ injuredUntil: '' }), DAY)).toBe(false);
  });

  it('has no contract once it expired or the appearances ran out', () => {
    expect(contractEnded(createWrestler({ contractExpires: '2027-03-09', remainingAppearances: 5 }), DAY)).toBe(true);
    expect(contractEnded(createWrestler({ contractExpires: DAY, remainingAppearances: 5 }), DAY)).toBe(false);
    expect(contractEnded(createWrestler({ contractExpires: '2028-01-01', remainingAppearances: 0 }), DAY)).toBe(true);
    expect(contractEnded(createWrestler({ contractExpires: '', remainingAppearances: 1 }), DAY)).toBe(false);
  });

  it('books only the signed, fit and contracted (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (unsigned, injured, ended) => {
        const w = createWrestler({
          status: unsigned ? 'UNSIGNED' : 'SIGNED',
          injuredUntil: injured ? '2027-04-01' : '',
          contractExpires: '2028-01-01',
          remainingAppearances: ended ? 0 : 10,
        });
        expect(fitToBook(w, DAY)).toBe(!unsigned && !injured && !ended);
      }),
    );
  });
});
