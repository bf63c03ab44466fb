import fc from 'fast-check';
import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import type { ChampionshipGender, Gender } from '../entities/enums';
import {
  fitsTitle,
  holdersJoin,
  misfitMessage,
  oneWinnerFits,
  segmentFitsTitle,
  sideFitsTitle,
  sidesFitTitle,
  competitorSides,
  titleKind,
  titleSideSize,
  type SideMember,
} from './title-fit';

const man = (name?: string): SideMember => ({ gender: 'MALE', name });
const woman = (name?: string): SideMember => ({ gender: 'FEMALE', name });
const title = (gender: ChampionshipGender, holders: number, name = 'The Title') => createChampionship({ name, gender, holders });

describe('when a side goes for a title (DESIGN §4)', () => {
  it.each([
    [0, 1, 'singles'],
    [1, 1, 'singles'],
    [2, 2, 'team'],
    [3, 3, 'team'],
    [-1, 1, 'singles'],
    [Number.NaN, 1, 'singles'],
  ])('a title with holders %s is held by %s wrestler(s): a %s title', (holders, size, kind) => {
    expect(titleSideSize({ holders })).toBe(size);
    expect(titleKind({ holders })).toBe(kind);
  });

  it.each([
    ['MALE', 0, [man()], true],
    ['MALE', 1, [man()], true],
    ['MALE', 2, [man(), man()], true],
    ['MALE', 3, [man(), man(), man()], true],
    ['FEMALE', 1, [woman()], true],
    ['INTERGENDER', 1, [woman()], true],
    ['INTERGENDER', 2, [woman(), man()], true],
    ['MALE', 1, [woman()], false],
    ['FEMALE', 2, [woman(), man()], false],
    ['MALE', 2, [man()], false],
    ['MALE', 1, [man(), man()], false],
    ['MALE', 3, [man(), man()], false],
    ['INTERGENDER', 1, [], false],
  ] as const)('a %s title with holders %s fits %j: %s', (gender, holders, side, fits) => {
    expect(fitsTitle(title(gender, holders), side)).toBe(fits);
  });

  it('says why a side does not fit, naming the wrestler of the wrong gender', () => {
    expect(sideFitsTitle(title('MALE', 2, 'Tag Titles'), [man()])).toEqual({
      fits: false,
      reason: 'held by a team of two, but this side has 1 wrestler',
    });
    expect(sideFitsTitle(title('MALE', 0), [man(), man(), man()], 'team 2')).toEqual({
      fits: false,
      reason: 'held by one wrestler, but team 2 has 3 wrestlers',
    });
    expect(sideFitsTitle(title('FEMALE', 1), [man('Bo Reed')])).toEqual({ fits: false, reason: "a women's title, but this side has a man (Bo Reed)" });
    expect(sideFitsTitle(title('MALE', 3), [man(), woman(), man()])).toEqual({ fits: false, reason: "a men's title, but this side has a woman" });
    expect(misfitMessage({ name: 'Tag Titles' }, 'held by a team of two, but team 1 has 1 wrestler')).toBe(
      'Tag Titles cannot be defended here: held by a team of two, but team 1 has 1 wrestler.',
    );
  });

  it('lets a rumble or a tournament, which crown one wrestler, be fought for a singles title only', () => {
    expect(oneWinnerFits(title('FEMALE', 0), 'rumble')).toEqual({ fits: true });
    expect(oneWinnerFits(title('MALE', 3), 'tournament')).toEqual({ fits: false, reason: 'held by a trio, but a tournament crowns one wrestler' });
  });

  it('needs every side to fit, and names the first that does not by its team number', () => {
    const tag = title('MALE', 2);
    expect(sidesFitTitle(tag, [[man(), man()], [man(), man()]])).toEqual({ fits: true });
    expect(sidesFitTitle(tag, [[man(), man()], [man()]])).toEqual({ fits: false, reason: 'held by a team of two, but team 2 has 1 wrestler' });
    expect(sidesFitTitle(tag, [])).toEqual({ fits: true });
  });

  it('reads the sides of a segment: competitors by team in team order, managers and lost records left out', () => {
    const people = new Map([[1, man('A')], [2, man('B')], [3, woman('C')], [4, man('D')]]);
    const appearances = [
      createAppearance({ wrestlerId: 1, groupId: 2 }),
      createAppearance({ wrestlerId: 2, groupId: 1 }),
      createAppearance({ wrestlerId: 3, groupId: 2, manager: true }),
      createAppearance({ wrestlerId: 4, groupId: 2 }),
      createAppearance({ wrestlerId: 99, groupId: 3 }),
    ];
    expect(competitorSides(appearances, people)).toEqual([[man('B')], [man('A'), man('D')]]);
  });
});

describe('when a title is attached by hand', () => {
  const people = new Map([[1, man('A')], [2, man('B')], [3, man('C')], [4, woman('D')], [5, man('E')]]);
  const tag = { ...title('MALE', 2, 'Tag Titles'), wrestlerIds: [1, 2] };
  const at = (wrestlerId: number, groupId: number) => createAppearance({ wrestlerId, groupId });

  it('brings the holders into the team of a holder already there, else a new team', () => {
    expect(holdersJoin([at(3, 1), at(2, 4)], [1, 2])).toEqual({ groupId: 4, joining: [1] });
    expect(holdersJoin([at(3, 1), at(5, 3)], [1, 2])).toEqual({ groupId: 4, joining: [1, 2] });
    expect(holdersJoin([], [1])).toEqual({ groupId: 1, joining: [1] });
  });

  it('fits an empty segment, or one whose every team fits once the holders are in', () => {
    expect(segmentFitsTitle(tag, [], people)).toEqual({ fits: true });
    expect(segmentFitsTitle(tag, [at(3, 1), at(5, 1)], people)).toEqual({ fits: true });
    expect(segmentFitsTitle(tag, [at(3, 1), at(5, 1), at(1, 2)], people)).toEqual({ fits: true });
  });

  it('does not fit a singles match, nor a team with a woman in a men\'s title', () => {
    expect(segmentFitsTitle(tag, [at(3, 1), at(5, 2)], people)).toEqual({ fits: false, reason: 'held by a team of two, but team 1 has 1 wrestler' });
    expect(segmentFitsTitle(tag, [at(3, 1), at(4, 1)], people)).toEqual({ fits: false, reason: "a men's title, but team 1 has a woman (D)" });
  });
});

describe('the fit, for any side', () => {
  const gender = fc.constantFrom<Gender>('MALE', 'FEMALE');
  const side = fc.array(gender.map((g) => ({ gender: g })), { maxLength: 5 });
  const anyTitle = fc.record({
    name: fc.constant('T'),
    gender: fc.constantFrom<ChampionshipGender>('MALE', 'FEMALE', 'INTERGENDER'),
    holders: fc.integer({ min: 0, max: 4 }),
  });

  it('fits exactly when the size matches and every member fits the gender', () => {
    fc.assert(
      fc.property(anyTitle, side, (t, members) => {
        const expected = members.length === Math.max(1, t.holders) && (t.gender === 'INTERGENDER' || members.every((m) => m.gender === t.gender));
        const fit = sideFitsTitle(t, members);
        expect(fit.fits).toBe(expected);
        if (!fit.fits) expect(fit.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it('an intergender title fits any side of its size; a side that fits stays fitting in any order', () => {
    fc.assert(
      fc.property(anyTitle, side, (t, members) => {
        if (members.length === titleSideSize(t)) expect(fitsTitle({ ...t, gender: 'INTERGENDER' }, members)).toBe(true);
        expect(fitsTitle(t, [...members].reverse())).toBe(fitsTitle(t, members));
      }),
    );
  });

  it('all sides fit exactly when each does', () => {
    fc.assert(
      fc.property(anyTitle, fc.array(side, { maxLength: 4 }), (t, sides) => {
        expect(sidesFitTitle(t, sides).fits).toBe(sides.every((s) => fitsTitle(t, s)));
      }),
    );
  });
});
