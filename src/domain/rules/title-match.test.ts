import fc from 'fast-check';
import { createChampionship, type Championship } from '../entities/championship';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import type { Gender } from '../entities/enums';
import { seededRng } from './test-rng';
import { fitsTitle } from './title-fit';
import { titleMatch } from './title-match';

const wrestler = (id: number, gender: Gender, extra: Partial<Wrestler> = {}) =>
  ({ ...createWrestler({ name: `W${id}`, gender, points: 60, brandIds: [1], ...extra }), id });
const title = (id: number, extra: Partial<Championship>) =>
  ({ ...createChampionship({ name: `T${id}`, brandIds: [1], active: true, ...extra }), id });

const men = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => wrestler(id, 'MALE'));
const women = [11, 12, 13, 14].map((id) => wrestler(id, 'FEMALE'));
const everyone = [...men, ...women];
const byId = new Map(everyone.map((w) => [w.id, w]));

describe('titleMatch: the booker books a match for a title (issue 13)', () => {
  it('puts trios holders against a fitting trio of challengers', () => {
    const trios = title(1, { gender: 'MALE', holders: 3, wrestlerIds: [1, 2, 3] });
    const booked = titleMatch({ titles: [trios], wrestlers: everyone, brandIds: [1] }, seededRng(1))!;
    expect(booked.championshipId).toBe(1);
    expect(booked.teams[0]).toEqual([1, 2, 3]);
    expect(booked.teams[1]).toHaveLength(3);
    expect(booked.teams[1].every((id) => byId.get(id)!.gender === 'MALE' && ![1, 2, 3].includes(id))).toBe(true);
  });

  it('books two fitting sides for a title whose holder retired, or that has none', () => {
    const retired = [wrestler(1, 'FEMALE', { retired: true }), ...everyone.slice(1)];
    const stranded = title(2, { gender: 'FEMALE', holders: 1, wrestlerIds: [1] });
    const booked = titleMatch({ titles: [stranded], wrestlers: retired, brandIds: [1] }, seededRng(3))!;
    expect(booked.teams).toHaveLength(2);
    expect(booked.teams.flat().every((id) => byId.get(id)!.gender === 'FEMALE')).toBe(true);
    const vacant = title(3, { gender: 'MALE', holders: 2, wrestlerIds: [] });
    expect(titleMatch({ titles: [vacant], wrestlers: everyone, brandIds: [1] }, seededRng(4))!.teams.map((t) => t.length)).toEqual([2, 2]);
  });

  it('books nothing when the holders are on the card already, the brand differs or there are too few challengers', () => {
    const singles = title(4, { gender: 'MALE', holders: 1, wrestlerIds: [1] });
    expect(titleMatch({ titles: [singles], wrestlers: everyone, brandIds: [1], excludeIds: [1] }, seededRng(1))).toBeNull();
    expect(titleMatch({ titles: [singles], wrestlers: everyone, brandIds: [9] }, seededRng(1))).toBeNull();
    const womensTrios = title(5, { gender: 'FEMALE', holders: 3, wrestlerIds: [] });
    expect(titleMatch({ titles: [womensTrios], wrestlers: everyone, brandIds: [1] }, seededRng(1))).toBeNull();
  });

  it('never offers a challenger who holds another title of the same kind', () => {
    const a = title(6, { gender: 'MALE', holders: 1, wrestlerIds: [1] });
    const b = title(7, { gender: 'MALE', holders: 1, wrestlerIds: [2] });
    for (let seed = 0; seed < 50; seed += 1) {
      const booked = titleMatch({ titles: [a, b], wrestlers: men, brandIds: [1] }, seededRng(seed))!;
      expect(booked.teams[1].some((id) => id === 1 || id === 2)).toBe(false);
    }
  });

  it("chooses the focus's division three times in four, however many titles the other has", () => {
    const titles = [
      title(1, { gender: 'FEMALE', holders: 1, wrestlerIds: [11] }),
      ...[2, 3, 4].map((id) => title(id, { gender: 'MALE', holders: 1, wrestlerIds: [id] })),
    ];
    // Seeds spread out: xorshift's first draws from small neighbouring seeds are alike.
    const picks = Array.from({ length: 2000 }, (_, seed) => titleMatch({ titles, wrestlers: everyone, brandIds: [1], focus: 'FEMALE' }, seededRng(Math.imul(seed + 1, 2654435761)))!);
    const women = picks.filter((p) => p.championshipId === 1).length / picks.length;
    expect(women).toBeGreaterThan(0.7);
    expect(women).toBeLessThan(0.8);
  });

  it('property: every side it books fits the title and nobody appears twice', () => {
    const arbitraryTitle = fc.record({
      gender: fc.constantFrom<Gender | 'INTERGENDER'>('MALE', 'FEMALE', 'INTERGENDER'),
      holders: fc.integer({ min: 0, max: 3 }),
      holderIds: fc.subarray(everyone.map((w) => w.id)),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTitle, { minLength: 1, maxLength: 4 }), fc.integer(), (rows, seed) => {
        const titles = rows.map((row, i) => title(i + 1, { gender: row.gender, holders: row.holders, wrestlerIds: row.holderIds }));
        const booked = titleMatch({ titles, wrestlers: everyone, brandIds: [1] }, seededRng(seed));
        if (!booked) return;
        const booked_title = titles.find((t) => t.id === booked.championshipId)!;
        const ids = booked.teams.flat();
        expect(new Set(ids).size).toBe(ids.length);
        for (const side of booked.teams.slice(booked_title.wrestlerIds.length > 0 ? 1 : 0)) {
          expect(fitsTitle(booked_title, side.map((id) => byId.get(id)!))).toBe(true);
        }
      }),
    );
  });
});
