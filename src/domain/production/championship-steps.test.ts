import fc from 'fast-check';
import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import type { ChampionshipGender, Gender } from '../entities/enums';
import { createReign } from '../entities/reign';
import { createSegment } from '../entities/segment';
import { createWrestler } from '../entities/wrestler';
import { fitsTitle } from '../rules/title-fit';
import { sequenceRng } from '../rules/test-rng';
import { titleChanges, updateChampionships, updateReigns } from './championship-steps';
import { emptyWork } from './test-work';

const half = sequenceRng([0.5]);
const wrestler = (id: number, gender: Gender = 'MALE') => ({ ...createWrestler({ name: `W${id}`, gender }), id });
const reign = { ...createReign({ championshipId: 5, wrestlerIds: [1, 2], defenses: 2, startDate: '2026-01-01' }), id: 9 };

/** One title match: team 1 (the holders 1 & 2) against team 2, the winners given. */
function titleMatch(title: { holders: number; gender?: ChampionshipGender }, winners: { id: number; group: number }[], genders: Gender[] = []) {
  const losers = [1, 2, 3, 4, 5, 6].filter((id) => !winners.some((w) => w.id === id)).slice(0, 2);
  const appearances = [
    ...winners.map(({ id, group }, i) => ({ ...createAppearance({ wrestlerId: id, groupId: group, winner: true }), id: 10 + i })),
    ...losers.map((id, i) => ({ ...createAppearance({ wrestlerId: id, groupId: 9, loser: true }), id: 20 + i })),
  ];
  return emptyWork({ date: '2026-11-22' }, {
    segments: [{ ...createSegment({ type: 'TAG_TEAM', appearanceIds: appearances.map((a) => a.id), championshipIds: [5] }), id: 1 }],
    appearances,
    wrestlers: [1, 2, 3, 4, 5, 6].map((id) => wrestler(id, genders[id - 1])),
    championships: [{ ...createChampionship({ name: 'Tag Titles', wrestlerIds: [1, 2], ...title }), id: 5 }],
    reigns: [reign],
  });
}
const complete = (work: ReturnType<typeof titleMatch>) => updateReigns(updateChampionships(work, half), half);

describe('when a title match is completed (DESIGN §4: titles fit their matches)', () => {
  it('crowns a winning team of the title\'s size', () => {
    const next = complete(titleMatch({ holders: 2 }, [{ id: 3, group: 2 }, { id: 4, group: 2 }]));
    expect(next.championships[0].wrestlerIds).toEqual([3, 4]);
    expect(next.reigns).toEqual([{ ...reign, endDate: '2026-11-22' }, expect.objectContaining({ wrestlerIds: [3, 4], endDate: null })]);
  });

  it('never crowns a lone winner of a tag title: the title stays with its holders, no defence counted', () => {
    const work = titleMatch({ holders: 2 }, [{ id: 3, group: 2 }]);
    expect(titleChanges(work)).toEqual([]);
    const next = complete(work);
    expect(next.championships).toEqual(work.championships);
    expect(next.reigns).toEqual([reign]);
  });

  it('never crowns a side with a woman for a men\'s title, nor a team for a singles title', () => {
    const women = titleMatch({ holders: 2 }, [{ id: 3, group: 2 }, { id: 4, group: 2 }], ['MALE', 'MALE', 'FEMALE']);
    expect(complete(women).championships[0].wrestlerIds).toEqual([1, 2]);
    const team = titleMatch({ holders: 1 }, [{ id: 3, group: 2 }, { id: 4, group: 2 }]);
    expect(complete(team).championships[0].wrestlerIds).toEqual([1, 2]);
    const mixed = titleMatch({ holders: 2, gender: 'INTERGENDER' }, [{ id: 3, group: 2 }, { id: 4, group: 2 }], ['MALE', 'MALE', 'FEMALE']);
    expect(complete(mixed).championships[0].wrestlerIds).toEqual([3, 4]);
  });

  it('whoever wins, the holders afterwards fit the title or are the holders before', () => {
    const winners = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 });
    const genders = fc.array(fc.constantFrom<Gender>('MALE', 'FEMALE'), { minLength: 6, maxLength: 6 });
    const title = fc.record({ holders: fc.integer({ min: 0, max: 3 }), gender: fc.constantFrom<ChampionshipGender>('MALE', 'FEMALE', 'INTERGENDER') });
    fc.assert(
      fc.property(title, winners, genders, (t, ids, gs) => {
        const work = titleMatch(t, ids.map((id) => ({ id, group: 2 })), gs);
        const [after] = complete(work).championships;
        const people = new Map(work.wrestlers.map((w) => [w.id, w]));
        const holders = after.wrestlerIds.map((id) => people.get(id)!);
        expect(after.wrestlerIds === work.championships[0].wrestlerIds || fitsTitle(after, holders)).toBe(true);
      }),
    );
  });
});
