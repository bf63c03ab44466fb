import { createChampionship } from '../../entities/championship';
import { createWrestler } from '../../entities/wrestler';
import { longInjuredChampions } from './injured-champions';

const title = (id: number, wrestlerIds: number[], active = true) => ({ ...createChampionship({ name: `Title ${id}`, wrestlerIds, active }), id });
const wrestler = (id: number, injuredUntil: string) => ({ ...createWrestler({ name: `W${id}`, injuredUntil, injury: injuredUntil ? 'Torn ACL' : '' }), id });

describe('champions out for long (issue 15)', () => {
  it('names holders of active titles out more than four weeks, not those back sooner', () => {
    const wrestlers = [wrestler(1, '2027-04-30'), wrestler(2, '2027-03-20'), wrestler(3, ''), wrestler(4, '2027-06-01')];
    const found = longInjuredChampions([title(10, [1]), title(11, [2, 3]), title(12, [4], false)], wrestlers, '2027-03-01');
    expect(found).toEqual([{ championshipId: 10, title: 'Title 10', wrestlerId: 1, name: 'W1', injuredUntil: '2027-04-30', injury: 'Torn ACL', daysOut: 60 }]);
  });
});
