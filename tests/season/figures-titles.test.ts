import { createChampionship, createReign, createWrestler } from '../../src/domain/entities';
import {
  bookableDivisions, heldByOutsiders, idleTitles, maxDaysWithoutDefence, maxHeldByOne, minAppearanceShare, misfitReigns, outsiderHolders, reignLengths,
} from '../../scripts/season/figures-titles';
import { createBrand } from '../../src/domain/entities';
import { countBookings, mostTitlesHeld, statsOutOfRange } from '../../scripts/season/samples';
import { isStaff, isUnfit } from '../../scripts/season/talent';
import { fitsTitle as sideFitsTitle } from '../../src/domain/rules/title-fit';

// The season report's title, division and booking figures on hand-made records.

const man = (id: number, fields = {}) => ({ ...createWrestler({ gender: 'MALE', role: 'WRESTLER', ...fields }), id });
const woman = (id: number, fields = {}) => ({ ...createWrestler({ gender: 'FEMALE', role: 'WRESTLER', ...fields }), id });
const title = (id: number, fields = {}) => ({ ...createChampionship(fields), id });
const week = (male: number, female: number) => ({ bookings: { appearances: male + female, byGender: { MALE: male, FEMALE: female }, staff: 0, unfit: 0 } });

describe('who may compete and which side fits a title', () => {
  it('counts non-competing roles and brand directors as staff; unsigned, inactive or retired as unfit', () => {
    const directors = new Set([9]);
    expect(isStaff(man(1), directors)).toBe(false);
    expect(isStaff(man(2, { role: 'REFEREE' }), directors)).toBe(true);
    expect(isStaff(man(9), directors)).toBe(true);
    expect(isUnfit(man(3, { status: 'UNSIGNED' }), directors)).toBe(true);
    expect(isUnfit(man(4, { active: false }), directors)).toBe(true);
    expect(isUnfit(man(5, { retired: true }), directors)).toBe(true);
    expect(isUnfit(man(6, { role: 'MANAGER' }), directors)).toBe(false);
  });

  it('fits a side by the title\'s holders (0 or 1 = singles) and gender (INTERGENDER fits any)', () => {
    expect(sideFitsTitle({ holders: 0, gender: 'MALE' }, [man(1)])).toBe(true);
    expect(sideFitsTitle({ holders: 1, gender: 'MALE' }, [man(1), man(2)])).toBe(false);
    expect(sideFitsTitle({ holders: 2, gender: 'MALE' }, [man(1)])).toBe(false);
    expect(sideFitsTitle({ holders: 2, gender: 'FEMALE' }, [woman(1), woman(2)])).toBe(true);
    expect(sideFitsTitle({ holders: 1, gender: 'FEMALE' }, [man(1)])).toBe(false);
    expect(sideFitsTitle({ holders: 2, gender: 'INTERGENDER' }, [man(1), woman(2)])).toBe(true);
  });
});

describe('title figures', () => {
  const titles = [title(1, { holders: 1, gender: 'MALE' }), title(2, { holders: 2, gender: 'MALE' }), title(3, { holders: 1, gender: 'FEMALE' })];
  const people = [man(1), man(2), woman(3)];

  it('counts reigns of the wrong size or gender, not vacancies, and an unknown holder as a misfit', () => {
    const reigns = [
      { championshipId: 1, wrestlerIds: [1] }, // fits
      { championshipId: 1, wrestlerIds: [1, 2] }, // two hold a singles title
      { championshipId: 2, wrestlerIds: [1] }, // one holds a tag title
      { championshipId: 2, wrestlerIds: [1, 2] }, // fits
      { championshipId: 3, wrestlerIds: [1] }, // a man holds the women's title
      { championshipId: 3, wrestlerIds: [] }, // vacant
      { championshipId: 3, wrestlerIds: [99] }, // nobody we know
    ];
    expect(misfitReigns(reigns, titles, people)).toBe(4);
  });

  it('measures reigns in weeks, a current one to the end of the run, and the share under 7 days', () => {
    const reigns = [
      createReign({ startDate: '2027-01-01', endDate: '2027-01-04' }), // 3 days
      createReign({ startDate: '2027-01-01', endDate: '2027-01-15' }), // 14
      createReign({ startDate: '2027-01-01', endDate: '2027-01-29' }), // 28
      createReign({ startDate: '2027-01-22', endDate: null }), // 10, to the end
    ];
    expect(reignLengths(reigns, '2027-02-01')).toEqual({ medianWeeks: 12 / 7, shortShare: 0.25 });
    expect(reignLengths([], '2027-02-01')).toEqual({ medianWeeks: null, shortShare: null });
    // A reign begun three days before the end and still current was cut off, not short.
    expect(reignLengths([createReign({ startDate: '2027-01-29', endDate: null })], '2027-02-01').shortShare).toBe(0);
  });

  it('takes the most titles one wrestler held over the start and every week', () => {
    const held = [title(1, { wrestlerIds: [1] }), title(2, { wrestlerIds: [1, 2] }), title(3, { wrestlerIds: [1], active: false })];
    expect(mostTitlesHeld(held)).toBe(2);
    expect(mostTitlesHeld([])).toBe(0);
    expect(maxHeldByOne(1, [{ maxHeldByOne: 3 }, { maxHeldByOne: 2 }])).toBe(3);
  });

  it('counts active titles never on the line', () => {
    expect(idleTitles([title(1), title(2), title(3, { active: false })], new Set([2]))).toBe(1);
  });
});

describe('division and booking figures', () => {
  it('owes matches to genders with competing wrestlers and a title of their own', () => {
    const titles = [title(1, { gender: 'MALE' }), title(2, { gender: 'INTERGENDER' })];
    expect(bookableDivisions(titles, [man(1), woman(2)])).toEqual(['MALE']);
    expect(bookableDivisions([...titles, title(3, { gender: 'FEMALE' })], [man(1), woman(2)])).toEqual(['MALE', 'FEMALE']);
    expect(bookableDivisions([title(3, { gender: 'FEMALE' })], [woman(2, { role: 'COMMENTATOR' })])).toEqual([]);
  });

  it('takes the smallest division share of all match appearances', () => {
    expect(minAppearanceShare(['MALE', 'FEMALE'], [week(30, 0), week(50, 20)])).toBe(0.2);
    expect(minAppearanceShare(['MALE'], [week(30, 10)])).toBe(0.75);
    expect(minAppearanceShare(['MALE', 'FEMALE'], [week(0, 0)])).toBeNull();
  });

  it('counts match appearances by division, staff and unfit as the wrestlers were, managers and non-matches left out', () => {
    const wrestlers = new Map([man(1), woman(2), man(3, { role: 'REFEREE' }), man(4, { status: 'UNSIGNED' }), man(5)].map((w) => [w.id, w]));
    const appearances = [1, 2, 3, 4, 5].map((wrestlerId) => ({ id: wrestlerId * 10, wrestlerId, manager: wrestlerId === 5 }));
    const segments = [
      { type: 'SINGLES', appearanceIds: [10, 20, 30, 40, 50] },
      { type: 'PROMO', appearanceIds: [10] },
    ];
    expect(countBookings(segments, appearances, wrestlers, new Set([1]))).toEqual({
      appearances: 4,
      byGender: { MALE: 3, FEMALE: 1 },
      staff: 2, // the referee, and wrestler 1 who directs a brand
      unfit: 3, // and the unsigned one
    });
  });

  it('counts stored stat values outside 0..100', () => {
    expect(statsOutOfRange([man(1, { charisma: 101, damage: -1 }), man(2, { points: 100, morale: 0 })])).toBe(2);
  });
});

describe('issue 36: belts follow their holders', () => {
  const brands = [
    { ...createBrand({ name: 'AWE', companyId: 1 }), id: 1 },
    { ...createBrand({ name: 'AWE Rise', companyId: 1 }), id: 2 },
    { ...createBrand({ name: 'VWU', companyId: 2 }), id: 3 },
  ];
  const signed = (id: number, brandIds: number[], fields = {}) =>
    man(id, { status: 'SIGNED', brandIds, contractExpires: '2030-01-01', remainingAppearances: 20, ...fields });

  it('counts holders of active titles who are not signed to its promotion or no longer compete', () => {
    const wrestlers = [
      signed(1, [1]), // home
      signed(2, [2]), // the same company's other brand: home
      signed(3, [3]), // a rival's
      signed(4, [1], { retired: true }),
      signed(5, [], { status: 'UNSIGNED' }),
      signed(6, [1], { contractExpires: '2027-01-01' }),
    ];
    const titles = [
      title(1, { brandIds: [1], wrestlerIds: [1] }),
      title(2, { brandIds: [1], wrestlerIds: [2] }),
      title(3, { brandIds: [1], wrestlerIds: [3, 4] }),
      title(4, { brandIds: [1], wrestlerIds: [5] }),
      title(5, { brandIds: [1], wrestlerIds: [6] }),
      title(6, { brandIds: [1], wrestlerIds: [3], active: false }),
      title(7, { brandIds: [1], wrestlerIds: [99] }), // no record any more
    ];
    expect(outsiderHolders(titles, wrestlers, brands, '2027-06-01')).toBe(5);
  });

  it('takes the worst week, null without weekly counts', () => {
    expect(heldByOutsiders([{ outsiderHolders: 0 }, { outsiderHolders: 3 }, { outsiderHolders: 1 }])).toBe(3);
    expect(heldByOutsiders([{}, {}])).toBeNull();
  });

  it('measures the longest held stretch off the line, cut by matches, reign ends and the run\'s ends', () => {
    const titles = [title(1, { active: true }), title(2, { active: true }), title(3, { active: false })];
    const reign = (championshipId: number, startDate: string, endDate: string | null, wrestlerIds = [1]) => ({ ...createReign({ championshipId, wrestlerIds, startDate, endDate }), id: 0 });
    const reigns = [
      reign(1, '2020-01-01', '2027-02-10'), // began before the run: counted from its start
      reign(1, '2027-02-10', null),
      reign(2, '2027-01-01', '2027-01-31'), // then vacant (no reign) for the rest of the run
      reign(3, '2027-01-01', null), // inactive: not counted
    ];
    const onLine = [
      { championshipId: 1, date: '2027-01-20' }, // 19 days after the start
      { championshipId: 1, date: '2027-03-01' }, // 19 days after the new reign, 40 after the last match
      { championshipId: 2, date: '2027-01-10' },
    ];
    // Title 1: 1 Jan → 20 Jan (19), 20 Jan → 10 Feb (21), 10 Feb → 1 Mar (19), 1 Mar → 1 Jul (122).
    expect(maxDaysWithoutDefence(titles, reigns, onLine, '2027-01-01', '2027-07-01')).toBe(122);
    expect(maxDaysWithoutDefence(titles, reigns, onLine, '2027-01-01', '2027-03-05')).toBe(21);
    // Title 2 alone: 21 days to its vacancy; nothing counted while vacant.
    expect(maxDaysWithoutDefence([titles[1]], reigns, onLine, '2027-01-01', '2027-07-01')).toBe(21);
    expect(maxDaysWithoutDefence([titles[2]], reigns, onLine, '2027-01-01', '2027-07-01')).toBeNull();
  });
});
