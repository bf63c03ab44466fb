import fc from 'fast-check';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { ANCHOR_DRIFT, fadeShare, fadeStats, FADE_PER_WEEK, levelOf, statFade } from './stat-fade';
import type { WeekWorld } from './week-rules';

const wrestler = (stats: Partial<Wrestler>) => ({ ...createWrestler({ points: 50, charisma: 50, damage: 10, popularity: 50, morale: 50, stamina: 80, ...stats }), id: 1 });

const world = (wrestlers: WeekWorld['wrestlers'], days = 7): WeekWorld => ({
  game: { ...createGame({ rules: 'living' }), id: 1 },
  from: '2026-11-21',
  to: '2026-11-28',
  days,
  wrestlers,
  brands: [],
  shows: [],
  championships: [],
  reigns: [],
  news: [],
});

describe('stats fade toward the wrestler\'s level (living week rule)', () => {
  it('reads the level from the record: 50 with none, 90 always winning, 10 always losing', () => {
    expect(levelOf({ wins: 0, losses: 0, draws: 0 })).toBe(50);
    expect(levelOf({ wins: 10, losses: 0, draws: 0 })).toBe(90);
    expect(levelOf({ wins: 0, losses: 10, draws: 0 })).toBe(10);
    expect(levelOf({ wins: 3, losses: 1, draws: 0 })).toBe(70);
  });

  it('closes a week\'s share of the gap: an idle star fades, stamina recovers, damage heals', () => {
    const idle = fadeStats(wrestler({ charisma: 90, popularity: 90, popularityLevel: 60, stamina: 50, damage: 40 }), 7);
    expect(idle.charisma).toBeCloseTo(90 - 40 * FADE_PER_WEEK);
    // Popularity settles at the wrestler's own level (60 here), which follows it slowly.
    expect(idle.popularity).toBeCloseTo(90 - 30 * FADE_PER_WEEK);
    expect(idle.popularityLevel).toBeCloseTo(60 + (idle.popularity - 60) * ANCHOR_DRIFT);
    expect(idle.stamina).toBeCloseTo(50 + 50 * FADE_PER_WEEK);
    expect(idle.damage).toBeCloseTo(40 - 40 * FADE_PER_WEEK);
    expect(fadeShare(14)).toBeCloseTo(1 - (1 - FADE_PER_WEEK) ** 2);
  });

  it('takes a wrestler\'s own points and popularity as their level the first week (so a roster keeps its spread)', () => {
    const first = fadeStats(wrestler({ points: 85, popularity: 12 }), 7);
    expect(first).toMatchObject({ points: 85, pointsLevel: 85, popularity: 12, popularityLevel: 12 });
  });

  it('puts a stored value outside 0–100 back within it the first week it runs', () => {
    const after = statFade.run(world([wrestler({ morale: 242, popularity: -12 })])).wrestlers[0];
    expect(after.morale).toBeLessThanOrEqual(100);
    expect(after.popularity).toBeGreaterThanOrEqual(0);
  });

  const stat = fc.double({ min: -300, max: 300, noNaN: true });
  const record = fc.nat({ max: 500 });

  it('keeps every stat within 0–100 and never moves it past the level', () => {
    fc.assert(
      fc.property(stat, record, record, fc.integer({ min: 0, max: 28 }), (charisma, wins, losses, days) => {
        const before = wrestler({ charisma, wins, losses });
        const after = fadeStats(before, days);
        const level = levelOf(before);
        const start = Math.min(100, Math.max(0, charisma));
        expect(after.charisma).toBeGreaterThanOrEqual(0);
        expect(after.charisma).toBeLessThanOrEqual(100);
        expect(Math.abs(after.charisma - level)).toBeLessThanOrEqual(Math.abs(start - level) + 1e-9);
      }),
    );
  });

  it('does not drift: weeks without use settle at the level, never beyond', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), record, record, (charisma, wins, losses) => {
        let w = wrestler({ charisma, wins, losses });
        for (let week = 0; week < 300; week += 1) w = fadeStats(w, 7);
        expect(w.charisma).toBeCloseTo(levelOf(w), 0);
      }),
    );
  });

  it('does not drift: idle points and popularity meet their own level between where each started', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (points, level) => {
        let w = wrestler({ points, pointsLevel: level });
        for (let week = 0; week < 600; week += 1) w = fadeStats(w, 7);
        expect(Math.abs(w.points - w.pointsLevel)).toBeLessThan(0.5);
        expect(w.points).toBeGreaterThanOrEqual(Math.min(points, level) - 1e-9);
        expect(w.points).toBeLessThanOrEqual(Math.max(points, level) + 1e-9);
      }),
    );
  });
});
