import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureObjectives, OWNER_DEMANDS, progressShare, setObjectives, warTarget, type OwnerFigures, type OwnerSituation } from './objectives';

const situation = (over: Partial<OwnerSituation> = {}): OwnerSituation => ({
  difficulty: 'NORMAL',
  flagship: { id: 4, name: 'AWE Onslaught', avgViewers: 1_200_000 },
  balance: 5_000_000,
  topTitle: { id: 9, name: 'AWE World Title' },
  ...over,
});

const figures = (over: Partial<OwnerFigures> = {}): OwnerFigures => ({
  viewersByShow: new Map([[4, [1_000_000, 1_500_000]]]),
  balance: 5_200_000,
  ratingsByTitle: new Map([[9, [3, 2]]]),
  nightsWon: 14,
  ...over,
});

describe("the owner's objectives (issue 18)", () => {
  it('sets viewers, money, prestige and war from the promotion, scaled by difficulty', () => {
    const normal = setObjectives(situation());
    expect(normal.map((o) => [o.kind, o.target])).toEqual([['viewers', 1_200_000], ['money', 4_750_000], ['prestige', 2.75], ['war', 13]]);
    expect(normal[0].label).toBe('Average 1,200,000 viewers on AWE Onslaught');
    const hard = setObjectives(situation({ difficulty: 'HARD' }));
    expect(hard.map((o) => o.target)).toEqual([1_260_000, 5_250_000, 3, 20]);
    const easy = setObjectives(situation({ difficulty: 'EASY', balance: 200_000 }));
    // A small balance is judged on at least $1M either side.
    expect(easy[1].target).toBe(50_000);
  });

  it('leaves out what the promotion lacks', () => {
    expect(setObjectives(situation({ flagship: null, topTitle: null })).map((o) => o.kind)).toEqual(['money', 'war']);
  });

  it('measures each week from the figures', () => {
    const measured = measureObjectives(setObjectives(situation()), figures());
    expect(measured.map((o) => [o.progress, o.met])).toEqual([[1_250_000, true], [5_200_000, true], [2.5, false], [14, true]]);
  });

  it('measures nothing yet as no progress', () => {
    const measured = measureObjectives(setObjectives(situation()), figures({ viewersByShow: new Map(), ratingsByTitle: new Map(), nightsWon: 0 }));
    expect(measured.map((o) => o.progress)).toEqual([0, 5_200_000, 0, 0]);
  });

  it('keeps progress shares within 0–1 and measures deterministically', () => {
    const list = fc.array(fc.double({ noNaN: false }), { maxLength: 6 });
    fc.assert(
      fc.property(fc.constantFrom('EASY', 'NORMAL', 'HARD'), fc.double(), fc.double({ min: 0, max: 1e8 }), list, list, fc.double(), fc.double(),
        (difficulty, balance, viewers, shows, ratings, nowBalance, nights) => {
          const set = setObjectives(situation({ difficulty: difficulty as OwnerSituation['difficulty'], balance, flagship: { id: 4, name: 'S', avgViewers: viewers } }));
          const input = figures({ viewersByShow: new Map([[4, shows]]), ratingsByTitle: new Map([[9, ratings]]), balance: nowBalance, nightsWon: nights });
          const once = measureObjectives(set, input);
          expect(measureObjectives(set, input)).toEqual(once);
          for (const objective of once) {
            expect(Number.isFinite(objective.target) && Number.isFinite(objective.progress)).toBe(true);
            const share = progressShare(objective);
            expect(share >= 0 && share <= 1).toBe(true);
            expect(objective.met).toBe(objective.progress >= objective.target);
          }
        }),
    );
  });
});

describe("the owner's war objective, sized to the nights the player contests (issue 35)", () => {
  const war = (contestedNights: number | undefined, difficulty: OwnerSituation['difficulty'] = 'NORMAL') =>
    setObjectives(situation({ contestedNights, difficulty })).find((o) => o.kind === 'war');

  it('asks a full year of one contested night a week for the difficulty’s nights, in proportion otherwise', () => {
    expect(war(52)).toMatchObject({ target: 13, label: 'Win 13 of your 52 contested nights in the ratings war' });
    expect(war(63)?.target).toBe(16);
    expect(war(52, 'HARD')?.target).toBe(20);
    // The year: a game started in its last six weeks, one contested night a week.
    expect(war(6)).toMatchObject({ target: 2, label: 'Win 2 of your 6 contested nights in the ratings war' });
    expect(war(1)).toMatchObject({ target: 1, label: 'Win 1 of your 1 contested night in the ratings war' });
  });

  it('sets no war objective when the player contests no night', () => {
    expect(war(0)).toBeUndefined();
    expect(setObjectives(situation({ contestedNights: 0 })).map((o) => o.kind)).toEqual(['viewers', 'money', 'prestige']);
  });

  it('never asks for more wins than contested nights, nor fewer than one', () => {
    fc.assert(fc.property(fc.constantFrom('EASY', 'NORMAL', 'HARD'), fc.integer({ min: 1, max: 400 }), (difficulty, nights) => {
      const target = warTarget(OWNER_DEMANDS[difficulty as OwnerSituation['difficulty']].nights, nights);
      expect(target).not.toBeNull();
      expect(target!).toBeGreaterThanOrEqual(1);
      expect(target!).toBeLessThanOrEqual(nights);
    }));
  });
});
