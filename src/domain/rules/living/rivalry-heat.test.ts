import fc from 'fast-check';
import { addDays } from '../../dates';
import {
  addHeat,
  COLD_GRACE_DAYS,
  heatAt,
  heatRatingBonus,
  heatViewersFactor,
  isCold,
  MAX_HEAT,
  EARLY_PAYOFF_END,
  payoffEnds,
  payoffEndsRivalry,
  plannedRivalryWeeks,
  RIVALRY_WEEKS,
  recentSameKind,
  segmentHeatGain,
  WEAR_DAYS,
} from './rivalry-heat';

const ON = '2027-03-07';
const beat = (date: string, kind: 'match' | 'promo' = 'match') => ({ date, kind, heat: 30, gain: 5, productionId: 1, segmentId: 1 });

describe('rivalry heat (issue 17)', () => {
  it('rises with a segment between the sides, more for a better one', () => {
    expect(addHeat(20, segmentHeatGain('SINGLES', 3, 0))).toBeGreaterThan(20);
    expect(segmentHeatGain('SINGLES', 4, 0)).toBeGreaterThan(segmentHeatGain('SINGLES', 1, 0));
    // A contract signing or a brawl stirs more than an ordinary match of the same rating.
    expect(segmentHeatGain('CONTRACT_SIGNING', 2, 0)).toBeGreaterThan(segmentHeatGain('SINGLES', 2, 0));
  });

  it('fades week by week without segments, and is the same on the day it was set', () => {
    const rivalry = { heat: 60, heatOn: ON };
    expect(heatAt(rivalry, ON)).toBe(60);
    expect(heatAt(rivalry, addDays(ON, 7))).toBe(51);
    expect(heatAt(rivalry, addDays(ON, 28))).toBeLessThan(heatAt(rivalry, addDays(ON, 14)));
    // A date before heatOn does not heat it up.
    expect(heatAt(rivalry, addDays(ON, -7))).toBe(60);
  });

  it('wears out when the same kind of segment comes again within three weeks', () => {
    const beats = [beat(addDays(ON, -7)), beat(addDays(ON, -14)), beat(addDays(ON, -7), 'promo'), beat(addDays(ON, -WEAR_DAYS))];
    expect(recentSameKind(beats, 'match', ON)).toBe(2);
    expect(segmentHeatGain('SINGLES', 3, 2)).toBeLessThan(segmentHeatGain('SINGLES', 3, 1));
    expect(segmentHeatGain('SINGLES', 3, 1)).toBeLessThan(segmentHeatGain('SINGLES', 3, 0));
  });

  it('pays off most on a major show, and a hot payoff is more likely to end it', () => {
    expect(heatRatingBonus(50, 'TV', false)).toBe(30);
    expect(heatRatingBonus(50, 'PPV', true)).toBe(60);
    expect(heatRatingBonus(50, 'MAJOR_PPV', true)).toBe(75);
    // A "payoff" on weekly TV gains no more than a weekly segment.
    expect(heatRatingBonus(50, 'TV', true)).toBe(30);
    expect(payoffEnds(90, 0.9)).toBe(true);
    expect(payoffEnds(10, 0.5)).toBe(false);
  });

  it('draws viewers up to 10% with the heat on the card', () => {
    expect(heatViewersFactor([])).toBe(1);
    expect(heatViewersFactor([50])).toBeCloseTo(1.01);
    expect(heatViewersFactor([100, 100, 100, 100])).toBeCloseTo(1.06);
  });

  it('goes cold only after its first weeks', () => {
    const young = { heat: 2, heatOn: ON, startedOn: ON };
    expect(isCold(young, addDays(ON, COLD_GRACE_DAYS - 1))).toBe(false);
    expect(isCold(young, addDays(ON, COLD_GRACE_DAYS))).toBe(true);
    expect(isCold({ heat: 40, heatOn: ON, startedOn: addDays(ON, -60) }, ON)).toBe(false);
  });

  it('property: over any run of gains and gaps, heat stays within 0 and 100', () => {
    const step = fc.record({ gain: fc.double({ min: -50, max: 500, noNaN: true }), days: fc.integer({ min: 0, max: 120 }) });
    fc.assert(
      fc.property(fc.double({ min: -10, max: 200, noNaN: true }), fc.array(step, { maxLength: 40 }), (start, steps) => {
        let rivalry = { heat: Math.min(MAX_HEAT, Math.max(0, start)), heatOn: ON };
        for (const { gain, days } of steps) {
          const date = addDays(rivalry.heatOn, days);
          const heat = addHeat(heatAt(rivalry, date), gain);
          if (!(heat >= 0 && heat <= MAX_HEAT)) return false;
          rivalry = { heat, heatOn: date };
        }
        return true;
      }),
    );
  });

  it('property: a gain never lowers the heat, and the rating bonus never falls as heat rises', () => {
    const heat = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(heat, heat, fc.double({ min: 0, max: 300, noNaN: true }), fc.constantFrom('TV', 'PPV', 'MAJOR_PPV', 'WORLD', 'CABLE'), fc.boolean(), (a, b, gain, show, payoff) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return addHeat(low, gain) >= Math.round(low * 10) / 10 - 1e-9 && heatRatingBonus(low, show, payoff) <= heatRatingBonus(high, show, payoff);
      }),
    );
  });
});

describe('rivalries of every length (issue 36 item 4)', () => {
  it('plans every rivalry 2 to 12 weeks, every length used over a few dozen ids', () => {
    const weeks = Array.from({ length: 200 }, (_, i) => plannedRivalryWeeks(i + 1));
    expect(Math.min(...weeks)).toBe(RIVALRY_WEEKS.min);
    expect(Math.max(...weeks)).toBe(RIVALRY_WEEKS.max);
    expect(new Set(weeks).size).toBe(RIVALRY_WEEKS.max - RIVALRY_WEEKS.min + 1);
  });

  it('a payoff before the planned weeks seldom ends the feud; after them, the heat decides as before', () => {
    const id = Array.from({ length: 50 }, (_, i) => i + 1).find((i) => plannedRivalryWeeks(i) === 8)!;
    const rivalry = { id, startedOn: '2027-01-03' };
    expect(payoffEndsRivalry(rivalry, 90, '2027-01-24', 0.5)).toBe(false);
    expect(payoffEndsRivalry(rivalry, 90, '2027-01-24', EARLY_PAYOFF_END / 2)).toBe(true);
    expect(payoffEndsRivalry(rivalry, 90, '2027-03-07', 0.9)).toBe(payoffEnds(90, 0.9));
    expect(payoffEndsRivalry(rivalry, 10, '2027-03-07', 0.5)).toBe(payoffEnds(10, 0.5));
  });

  it('property: planned weeks stay within bounds, and an older rivalry is never less likely to end', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 120 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (id, heat, days, roll) => {
      const weeks = plannedRivalryWeeks(id);
      expect(weeks).toBeGreaterThanOrEqual(RIVALRY_WEEKS.min);
      expect(weeks).toBeLessThanOrEqual(RIVALRY_WEEKS.max);
      const rivalry = { id, startedOn: '2027-01-03' };
      const date = (d: number) => addDays('2027-01-03', d);
      if (payoffEndsRivalry(rivalry, heat, date(days), roll)) expect(payoffEndsRivalry(rivalry, heat, date(days + 100), roll)).toBe(true);
    }));
  });
});
