import { createWrestler } from '../entities/wrestler';
import { changeAlignment, clearGoals, expireContract, flipAlignment, isContractExpired, retire, setGoal } from './status';

describe('when a wrestler\'s status changes (SPEC §4)', () => {
  it.each([['GOOD', 'BAD'], ['BAD', 'GOOD'], ['NEUTRAL', 'NEUTRAL'], ['SOMETHING', 'NEUTRAL']])(
    'an alignment change turns %s into %s',
    (from, to) => {
      expect(flipAlignment(from)).toBe(to);
      expect(changeAlignment({ alignment: from as 'GOOD' }).alignment).toBe(to);
    },
  );

  it('retires a wrestler', () => {
    expect(retire(createWrestler())).toMatchObject({ active: false, retired: true });
  });

  it('sets one goal and clears goals', () => {
    const chaser = setGoal(createWrestler({ goalIds: [1, 2] }), 5);
    expect(chaser.goalIds).toEqual([5]);
    expect(clearGoals(chaser).goalIds).toEqual([]);
  });

  it.each([
    ['2027-01-01', '2026-12-31', false],
    ['2027-01-01', '2027-01-01', true],
    ['2027-01-01', '2027-06-01', true],
    ['', '2099-01-01', false],
  ])('a contract expiring on %j has run out on %s: %s', (contractExpires, date, expired) => {
    expect(isContractExpired({ contractExpires }, date)).toBe(expired);
  });

  it('frees a signed wrestler whose contract has run out and leaves others alone', () => {
    const signed = createWrestler({ contractExpires: '2027-01-01', brandIds: [1] });
    expect(expireContract(signed, '2027-01-02')).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect(expireContract(signed, '2026-12-31')).toBe(signed);
  });
});
