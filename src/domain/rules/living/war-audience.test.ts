import fc from 'fast-check';
import { audienceShareOf, audienceShares, CARD_SWAY, type AudienceShow } from './war-audience';

// Issue 35 item 4: a contested night follows each show's viewers; the card moves it only at the margin.

const show = (over: Partial<AudienceShow> & Pick<AudienceShow, 'name'>): AudienceShow => ({
  key: 1, companyId: 1, viewers: 1_000_000, draw: 0.5, stars: 3, ...over,
});
const blitz = (over: Partial<AudienceShow> = {}) => show({ key: 10, companyId: 1, name: 'AWE Blitz', viewers: 1_600_000, ...over });
const voltage = (over: Partial<AudienceShow> = {}) => show({ key: 20, companyId: 2, name: 'VWU Voltage', viewers: 444_000, ...over });

const viewers = fc.integer({ min: 0, max: 100_000_000 });
const draw = fc.double({ min: 0, max: 1, noNaN: true });
const nightOf = fc.array(fc.record({ viewers, draw }), { minLength: 2, maxLength: 5 });
const shows = (night: readonly { viewers: number; draw: number }[]): AudienceShow[] =>
  night.map((s, i) => show({ key: i + 1, companyId: i + 1, name: `Show ${i + 1}`, viewers: s.viewers, draw: s.draw }));

describe('a war the audience decides (issue 35)', () => {
  it("gives AWE Blitz's 1.6M the night over VWU Voltage's 444K, even with the better card on VWU's side", () => {
    const night = audienceShares([blitz({ draw: 0.2, stars: 1.9 }), voltage({ draw: 0.9, stars: 4.6 })]);
    expect(night.results.map((r) => r.won)).toEqual([true, false]);
    expect(night.results[0].share).toBeGreaterThan(0.7);
    expect(night.results[0].share + night.results[1].share).toBeCloseTo(1, 12);
    expect(night.upset).toBe(false);
    expect(night.reason).toBe("AWE Blitz drew 1.6M to VWU Voltage's 444K");
  });

  it('lets an exceptional card beat a poor one when the viewers are close, and names the upset', () => {
    const night = audienceShares([blitz({ viewers: 1_000_000, draw: 0.15, stars: 1.9 }), voltage({ viewers: 880_000, draw: 0.85, stars: 4.6 })]);
    expect(night.results.map((r) => r.won)).toEqual([false, true]);
    expect(night.upset).toBe(true);
    expect(night.reason).toBe("Upset: VWU Voltage's 4.6★ card beat AWE Blitz's 1.9★ though it had 12% fewer viewers");
  });

  it('keeps the night for the show with more viewers when the cards are alike', () => {
    const night = audienceShares([blitz({ viewers: 1_000_000, draw: 0.5 }), voltage({ viewers: 880_000, draw: 0.6 })]);
    expect(night.results.map((r) => r.won)).toEqual([true, false]);
    expect(night.upset).toBe(false);
  });

  it('names the draw when the stars do not explain an upset, the card on level viewers, and a lone show', () => {
    const upset = audienceShares([blitz({ viewers: 1_000_000, draw: 0.1, stars: 4 }), voltage({ viewers: 950_000, draw: 0.9, stars: 3 })]);
    expect(upset.reason).toBe("Upset: VWU Voltage's card (draw 0.90) beat AWE Blitz's (0.10) though it had 5% fewer viewers");
    const level = audienceShares([blitz({ viewers: 1_000_000, draw: 0.3, stars: 2 }), voltage({ viewers: 1_000_000, draw: 0.6, stars: 3.5 })]);
    expect(level.reason).toBe("Level on viewers (1M each): VWU Voltage's 3.5★ card beat AWE Blitz's 2★");
    expect(audienceShares([voltage()])).toMatchObject({ upset: false, reason: 'VWU Voltage was the only show played' });
    expect(audienceShares([voltage()]).results[0]).toMatchObject({ share: 1, won: true });
  });

  it('names every other show of a night of three', () => {
    const night = audienceShares([voltage(), blitz(), show({ key: 30, companyId: 3, name: 'Tenrai Spirit', viewers: 300_000 })]);
    expect(night.reason).toBe("AWE Blitz drew 1.6M to VWU Voltage's 444K and Tenrai Spirit's 300K");
  });

  it('shares a night with no viewers known by the card alone', () => {
    expect(audienceShareOf([{ viewers: 0, draw: 1 }, { viewers: 0, draw: 0 }])).toEqual([(1 + CARD_SWAY) / (2 + CARD_SWAY), 1 / (2 + CARD_SWAY)]);
  });

  it('keeps the shares within 0..1, adding up to 1, with one winner', () => {
    fc.assert(fc.property(nightOf, (night) => {
      const result = audienceShares(shows(night));
      const shares = result.results.map((r) => r.share);
      expect(shares.every((s) => s >= 0 && s <= 1)).toBe(true);
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(result.results.filter((r) => r.won)).toHaveLength(1);
      expect(audienceShares(shows(night))).toEqual(result);
    }));
  });

  it('never lowers a show’s share when its viewers rise', () => {
    fc.assert(fc.property(nightOf, fc.nat({ max: 4 }), fc.double({ min: 0, max: 1e7, noNaN: true }), (night, pick, more) => {
      const i = pick % night.length;
      const higher = night.map((s, j) => (j === i ? { ...s, viewers: s.viewers + more } : s));
      expect(audienceShareOf(higher)[i]).toBeGreaterThanOrEqual(audienceShareOf(night)[i] - 1e-12);
    }));
  });

  it('gives the night to the better draw when the viewers are equal', () => {
    fc.assert(fc.property(viewers, draw, draw, (audience, a, b) => {
      fc.pre(Math.abs(a - b) > 1e-9);
      const result = audienceShares(shows([{ viewers: audience, draw: a }, { viewers: audience, draw: b }]));
      expect(result.results[a > b ? 0 : 1].won).toBe(true);
      expect(result.upset).toBe(false);
    }));
  });

  it('always gives the night to a show with at least twice the viewers of every other', () => {
    fc.assert(fc.property(nightOf, fc.nat({ max: 4 }), fc.double({ min: 2, max: 100, noNaN: true }), (night, pick, times) => {
      const i = pick % night.length;
      const others = Math.max(0, ...night.filter((_, j) => j !== i).map((s) => s.viewers));
      const big = night.map((s, j) => (j === i ? { ...s, viewers: Math.max(1, others * times) } : s));
      const result = audienceShares(shows(big));
      expect(result.results[i].won).toBe(true);
      expect(result.upset).toBe(false);
    }));
  });

  it('calls a night an upset exactly when its winner had fewer viewers than another show', () => {
    fc.assert(fc.property(nightOf, (night) => {
      const result = audienceShares(shows(night));
      const winner = result.results.find((r) => r.won)!;
      expect(result.upset).toBe(result.results.some((r) => r.viewers > winner.viewers));
      expect(result.reason.startsWith('Upset: ')).toBe(result.upset);
    }));
  });
});
