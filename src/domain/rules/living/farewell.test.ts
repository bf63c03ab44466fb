import fc from 'fast-check';
import { addDays } from '../../dates';
import { createBrand } from '../../entities/brand';
import { createChampionship } from '../../entities/championship';
import { createGame } from '../../entities/game';
import { createReign } from '../../entities/reign';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { careerNewsOfWeek } from './career-news-week';
import { farewellBouts, isFarewellDate } from './farewell';
import type { WeekWorld } from './week-world';

const person = (id: number, stats: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${id}`, gender: 'MALE', points: 60, popularity: 40 + id, brandIds: [1], status: 'SIGNED', contractExpires: '2031-01-01', dob: '1990-01-01', ...stats }),
  id,
});

describe('farewell matches (living rule, issue 36)', () => {
  it('marks the cards of the last week before the day, and none after it', () => {
    expect(isFarewellDate('2030-06-15', '2030-06-08')).toBe(true);
    expect(isFarewellDate('2030-06-15', '2030-06-14')).toBe(true);
    expect(isFarewellDate('2030-06-15', '2030-06-07')).toBe(false);
    expect(isFarewellDate('2030-06-15', '2030-06-15')).toBe(false);
    expect(isFarewellDate('', '2030-06-14')).toBe(false);
    // A longer step widens the week.
    expect(isFarewellDate('2030-06-15', '2030-06-02', 14)).toBe(true);
  });

  it('books the retiring wrestler against a rival, else the most popular, below the main event', () => {
    const leaving = person(1, { retiresOn: '2030-06-12' });
    const wrestlers = [leaving, person(2), person(3), person(4, { popularity: 90 })];
    const input = {
      date: '2030-06-08', stepDays: 7, mainEventId: 30,
      slots: [{ id: 10, type: 'DEFAULT' }, { id: 20, type: 'DEFAULT' }, { id: 30, type: 'DEFAULT' }],
      wrestlers, eligibility: { brandIds: [1] }, rivalries: [],
    };
    expect(farewellBouts(input, [])).toEqual([{ segmentId: 20, type: 'SINGLES', teams: [[1], [4]], championshipIds: [], rivalryId: null, payoff: false }]);
    const rivalry = { id: 1, sides: [[1], [3]], origin: 'world' as const, startedOn: '2030-05-01', endedOn: null, endReason: '' as const } as never;
    expect(farewellBouts({ ...input, rivalries: [rivalry] }, [])[0].teams).toEqual([[1], [3]]);
    // Already on the card, or not in the last week: nothing more.
    expect(farewellBouts(input, [{ segmentId: 10, type: 'SINGLES', teams: [[1], [2]], championshipIds: [], rivalryId: null, payoff: false }])).toEqual([]);
    expect(farewellBouts({ ...input, date: '2030-05-30' }, [])).toEqual([]);
    // A card of one segment: the farewell is its main event.
    expect(farewellBouts({ ...input, slots: [{ id: 30, type: 'DEFAULT' }] }, [])[0].segmentId).toBe(30);
  });

  it('never books anyone twice, nor in a taken slot, nor in the main event of a longer card (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 2, maxLength: 12 }), fc.integer({ min: 1, max: 6 }), (offsets, slotCount) => {
        const wrestlers = offsets.map((o, i) => person(i + 1, { retiresOn: addDays('2030-06-08', o) }));
        const slots = Array.from({ length: slotCount }, (_, i) => ({ id: 100 + i, type: 'DEFAULT' }));
        const bouts = farewellBouts({ date: '2030-06-08', stepDays: 7, slots, mainEventId: 100 + slotCount - 1, wrestlers, eligibility: { brandIds: [1] }, rivalries: [] }, []);
        const ids = bouts.flatMap((b) => b.teams.flat());
        expect(new Set(ids).size).toBe(ids.length);
        // The main event only on a card with no other slot.
        expect(bouts.every((b) => b.segmentId !== 100 + slotCount - 1 || slotCount === 1)).toBe(true);
        expect(new Set(bouts.map((b) => b.segmentId)).size).toBe(bouts.length);
      }),
    );
  });
});

describe('the week\'s careers news (issue 36)', () => {
  it('keeps announcements, retirements, Hall of Fame entries and vacancies with the reason', () => {
    const game = { ...createGame({ rules: 'living', date: '2030-06-01' }), id: 1 };
    const champ = person(1);
    const title = { ...createChampionship({ name: 'World Title', brandIds: [1], wrestlerIds: [1] }), id: 5 };
    const reign = { ...createReign({ championshipId: 5, wrestlerIds: [1], startDate: '2030-01-01' }), id: 9 };
    const before: WeekWorld = {
      game, from: '2030-06-01', to: '2030-06-08', days: 7, news: [], shows: [],
      wrestlers: [champ, person(2)], brands: [{ ...createBrand({ name: 'Main', companyId: 3 }), id: 1 }], championships: [title], reigns: [reign],
    };
    const after: WeekWorld = {
      ...before,
      game: { ...game, hallOfFame: [{ wrestlerId: 1, year: 2030, reason: 'Retired at 40: 1–0–0 (wins–losses–draws), popularity 41' }] },
      wrestlers: [{ ...champ, retired: true, active: false, retiresOn: '2030-06-08', brandIds: [] }, { ...person(2), retiresOn: '2030-08-03' }],
      championships: [{ ...title, wrestlerIds: [] }],
      reigns: [{ ...reign, endDate: '2030-06-08', endReason: 'W1 retired' }],
    };
    const news = careerNewsOfWeek(before, after);
    expect(news.map((n) => [n.kind, n.wrestlerId, n.companyId])).toEqual([['announced', 2, 3], ['retired', 1, 3], ['hallOfFame', 1, 3], ['vacated', 1, 3]]);
    expect(news[0].text).toMatch(/^W2 announced his retirement at 40: his last day is /);
    expect(news[3]).toMatchObject({ championshipId: 5, text: 'World Title is vacant: W1 retired.' });
  });

  it('keeps a rookie\'s first signing in the week once, whoever signed them; a veteran\'s signing is no debut', () => {
    const game = { ...createGame({ rules: 'living', date: '2030-06-01' }), id: 1 };
    const rookie = person(7, { status: 'UNSIGNED', brandIds: [] });
    const veteran = person(8, { status: 'UNSIGNED', brandIds: [] });
    const arrived = { date: '2030-05-25', kind: 'arrived' as const, wrestlerId: 7, championshipId: null, companyId: null, text: 'W7 arrives as a free agent, ready to debut.' };
    const before: WeekWorld = {
      game: { ...game, careerNews: [arrived] }, from: '2030-06-01', to: '2030-06-08', days: 7, news: [], shows: [],
      wrestlers: [rookie, veteran], brands: [{ ...createBrand({ name: 'Main', companyId: 3 }), id: 1 }], championships: [], reigns: [],
    };
    const after: WeekWorld = { ...before, wrestlers: [{ ...rookie, status: 'SIGNED', brandIds: [1] }, { ...veteran, status: 'SIGNED', brandIds: [1] }] };
    expect(careerNewsOfWeek(before, after)).toEqual([{ date: '2030-06-08', kind: 'signed', wrestlerId: 7, championshipId: null, companyId: 3, text: 'Main signed W7, a rookie free agent.' }]);
    // Once: with the signing kept, a later week's signing of theirs (after a release) is not news again.
    const kept = { ...before, game: { ...before.game, careerNews: [arrived, ...careerNewsOfWeek(before, after)] } };
    expect(careerNewsOfWeek(kept, { ...after, game: kept.game })).toEqual([]);
  });
});
