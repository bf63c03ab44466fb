import fc from 'fast-check';
import { MAX_SWING, viewersFactor } from './viewers-trend';

describe('viewers that move both ways', () => {
  it('rises after a good card and falls after a bad one, at the show\'s level', () => {
    expect(viewersFactor(2_000_000, 2_000_000, 4)).toBeCloseTo(1.06);
    expect(viewersFactor(2_000_000, 2_000_000, 1)).toBeCloseTo(0.94);
    expect(viewersFactor(2_000_000, 2_000_000, 2.5)).toBe(1);
  });

  it('pulls viewers back toward the level, and an unrated card moves them only by the pull', () => {
    expect(viewersFactor(4_000_000, 2_000_000, null)).toBeLessThan(1);
    expect(viewersFactor(1_000_000, 2_000_000, null)).toBeGreaterThan(1);
    expect(viewersFactor(0, 2_000_000, 5)).toBe(1);
  });

  it('keeps its own viewers as the level when the level is unknown', () => {
    expect(viewersFactor(300_000, 0, 2.5)).toBe(1);
  });

  const stars = fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null });
  const viewers = fc.integer({ min: 1_000, max: 50_000_000 });

  it('never leaves the band around the level, and better cards never draw fewer viewers', () => {
    fc.assert(
      fc.property(viewers, viewers, stars, fc.double({ min: 0, max: 2, noNaN: true }), (now, level, rating, better) => {
        const next = now * viewersFactor(now, level, rating);
        expect(next).toBeLessThanOrEqual(level * MAX_SWING * (1 + 1e-9));
        expect(next).toBeGreaterThanOrEqual((level / MAX_SWING) * (1 - 1e-9));
        if (rating !== null) expect(viewersFactor(now, level, Math.min(5, rating + better))).toBeGreaterThanOrEqual(viewersFactor(now, level, rating) - 1e-12);
      }),
    );
  });

  it('does not drift: a long run of any cards stays within the band of its start', () => {
    fc.assert(
      fc.property(viewers, fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 1, maxLength: 300 }), (level, cards) => {
        const end = cards.reduce((now, rating) => now * viewersFactor(now, level, rating), level);
        expect(end / level).toBeLessThanOrEqual(MAX_SWING + 1e-9);
        expect(end / level).toBeGreaterThanOrEqual(1 / MAX_SWING - 1e-9);
      }),
    );
  });
});
