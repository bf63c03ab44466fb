import fc from 'fast-check';
import { createChampionship, type Championship } from '../../entities/championship';
import type { Gender } from '../../entities/enums';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { seededRng } from '../test-rng';
import { contenderPlaces, livingTitleMatch, livingTitleUrgency, titleIdleWeeks, type LivingTitleInput } from './title-booking';
import { BELTS } from './title-holders';

const wrestler = (id: number, gender: Gender, points: number, extra: Partial<Wrestler> = {}) =>
  ({ ...createWrestler({ name: `W${id}`, gender, points, brandIds: [1], ...extra }), id });
const title = (id: number, extra: Partial<Championship>) =>
  ({ ...createChampionship({ name: `T${id}`, brandIds: [1], active: true, ...extra }), id });

// Men 1..10 with points 50 + 5 × id: 10 is the top of the ranking, then 9, 8...
const men = Array.from({ length: 10 }, (_, i) => wrestler(i + 1, 'MALE', 50 + 5 * (i + 1)));
const input = (extra: Partial<LivingTitleInput>): LivingTitleInput =>
  ({ titles: [], wrestlers: men, roster: men, busyIds: [], brandIds: [1], ...extra });

describe('livingTitleMatch: titles on purpose (issue 15 item 7)', () => {
  it('puts the champion against a challenger from the top of the ranking', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    for (let seed = 1; seed <= 30; seed += 1) {
      const booked = livingTitleMatch(input({ titles: [belt] }), seededRng(seed))!;
      expect(booked.teams[0]).toEqual([3]);
      expect([10, 9, 8]).toContain(booked.teams[1][0]);
    }
  });

  it('lets nobody who had a title match this week defend or challenge, nor a title be on the line twice', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    expect(livingTitleMatch(input({ titles: [belt], busyIds: [3] }), seededRng(1))).toBeNull();
    expect(livingTitleMatch(input({ titles: [belt], busyTitleIds: [1] }), seededRng(1))).toBeNull();
    const booked = livingTitleMatch(input({ titles: [belt], busyIds: [10, 9] }), seededRng(2))!;
    expect([8, 7, 6]).toContain(booked.teams[1][0]);
  });

  it('keeps the title off the card while its champion is away, and opens it when the champion is gone', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    const fit = men.filter((w) => w.id !== 3);
    expect(livingTitleMatch(input({ titles: [belt], wrestlers: fit }), seededRng(1))).toBeNull();
    const roster = men.map((w) => (w.id === 3 ? { ...w, retired: true } : w));
    const open = livingTitleMatch(input({ titles: [belt], wrestlers: fit, roster }), seededRng(1))!;
    expect(open.teams.map((t) => t.length)).toEqual([1, 1]);
    expect(open.teams.flat().every((id) => [10, 9, 8, 7].includes(id))).toBe(true);
  });

  it('opens the title when its champion is out of contract on the date (gone, not away)', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    const roster = men.map((w) => (w.id === 3 ? { ...w, contractExpires: '2027-01-01' } : w));
    const fit = roster.filter((w) => w.id !== 3);
    const open = livingTitleMatch(input({ titles: [belt], wrestlers: fit, roster, date: '2027-02-01' }), seededRng(1))!;
    expect(open.teams.flat()).not.toContain(3);
    expect(livingTitleMatch(input({ titles: [belt], wrestlers: fit, roster, date: '2026-12-01' }), seededRng(1))).toBeNull();
  });

  it('prefers the title that has waited longest for a defence', () => {
    const a = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [1] });
    const b = title(2, { gender: 'MALE', holders: 1, wrestlerIds: [2] });
    const idleWeeks = new Map([[1, 0], [2, 12]]);
    const picks = Array.from({ length: 200 }, (_, seed) => livingTitleMatch(input({ titles: [a, b], idleWeeks }), seededRng(seed + 1))!.championshipId);
    expect(picks.filter((id) => id === 2).length).toBeGreaterThan(150);
    expect(titleIdleWeeks({ startDate: '2027-01-01', defenses: 2 }, 12)).toBe(4);
  });

  it('property: holders are never busy, challengers always come from the top of the ranking', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 10_000 }),
        (busyIds, size, seed) => {
          const holders = size === 1 ? [1] : [1, 2];
          const belt = title(1, { gender: 'MALE', holders: size, wrestlerIds: holders });
          const booked = livingTitleMatch(input({ titles: [belt], busyIds }), seededRng(seed));
          if (holders.some((id) => busyIds.includes(id))) return booked === null;
          if (!booked) return true;
          const ranked = men.filter((w) => !holders.includes(w.id) && !busyIds.includes(w.id)).sort((x, y) => y.points - x.points).map((w) => w.id);
          const top = ranked.slice(0, contenderPlaces(size));
          return booked.teams[1].every((id) => top.includes(id)) && booked.teams.flat().every((id) => !busyIds.includes(id));
        },
      ),
    );
  });

  it('issue 36: books a title due for a defence (or vacant) over the others, whatever the division focus', () => {
    const women = Array.from({ length: 6 }, (_, i) => wrestler(20 + i, 'FEMALE', 60 + i));
    const all = [...men, ...women];
    const fresh = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [1], rank: 1 });
    const due = title(2, { gender: 'FEMALE', holders: 1, wrestlerIds: [20], rank: 20 });
    const offLineDays = new Map([[1, 0], [2, BELTS.certainFromDays]]);
    for (let seed = 1; seed <= 40; seed += 1) {
      const booked = livingTitleMatch(input({ titles: [fresh, due], wrestlers: all, roster: all, offLineDays, focus: 'MALE' }), seededRng(seed))!;
      expect(booked.championshipId).toBe(2);
    }
    const vacant = title(3, { gender: 'MALE', holders: 1, wrestlerIds: [] });
    const picks = Array.from({ length: 40 }, (_, seed) => livingTitleMatch(input({ titles: [fresh, vacant] }), seededRng(seed + 1))!.championshipId);
    expect(new Set(picks)).toEqual(new Set([3]));
  });

  it('issue 36: the urgency of a slot rises with the longest wait of a title it could book, 1 for a vacant one', () => {
    const belt = title(1, { gender: 'MALE', holders: 1, wrestlerIds: [3] });
    const at = (days: number) => livingTitleUrgency(input({ titles: [belt], offLineDays: new Map([[1, days]]) }));
    expect(at(0)).toBe(0);
    expect(at(BELTS.urgentFromDays + 7)).toBeGreaterThan(0);
    expect(at(BELTS.certainFromDays)).toBe(1);
    // A champion away (not fit) cannot be booked: no urgency this card.
    expect(livingTitleUrgency(input({ titles: [belt], wrestlers: men.filter((w) => w.id !== 3), offLineDays: new Map([[1, 100]]) }))).toBe(0);
    expect(livingTitleUrgency(input({ titles: [title(2, { gender: 'MALE', holders: 1, wrestlerIds: [] })] }))).toBe(1);
    fc.assert(fc.property(fc.integer({ min: 0, max: 200 }), (days) => {
      const u = at(days);
      expect(u >= 0 && u <= 1).toBe(true);
    }));
  });
});
