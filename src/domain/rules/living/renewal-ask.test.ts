import fc from 'fast-check';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { askingTerms } from './contract-terms';
import { renewalAsk } from './renewal-ask';
import { RENEWAL, renewalCost } from './talent-market-week';
import { rosterOf, shapeOf, valueTo } from './talent-valuation';

// Issue 36 ("wages follow the market both ways"): the player's renewal ask falls with the wrestler's standing.

let nextId = 1;
const wrestler = (fields: Partial<Wrestler> = {}) => ({
  ...createWrestler({ name: `W${nextId}`, gender: 'MALE', brandIds: [1], cost: 2000, points: 50, popularity: 50, morale: 50, contractExpires: '2030-01-01', remainingAppearances: 50, ...fields }),
  id: nextId++,
});

describe("the player's renewal ask (issue 36)", () => {
  it('a faded veteran no longer renews at his old peak wage: the ask falls to his worth, never under 80%, and says why', () => {
    const roster = Array.from({ length: 9 }, () => wrestler());
    const veteran = wrestler({ name: 'Old Timer', cost: 20_000, popularity: 10, points: 5 });
    const peak = askingTerms(veteran).cost;
    const ask = renewalAsk(veteran, [...roster, veteran]);
    expect(ask.asked).toBe(peak);
    expect(ask.terms.cost).toBeLessThan(peak);
    expect(ask.terms.cost).toBe(Math.ceil((peak * RENEWAL.leastShare) / 10) * 10);
    expect(ask.why).toMatch(/^Down from \$19,\d{3}: Old Timer's standing \(popularity 10, points 5\) is worth \$1,\d{3} an appearance on a roster whose median wage is \$2,000, and nobody renews for under 80% of their ask\.$/);
  });

  it('a wrestler worth the ask keeps it, with no reason given', () => {
    const roster = Array.from({ length: 9 }, () => wrestler());
    const star = wrestler({ cost: 2500, popularity: 90, points: 90 });
    const ask = renewalAsk(star, [...roster, star]);
    expect(ask).toEqual({ terms: askingTerms(star), asked: askingTerms(star).cost, why: null });
  });

  it('staff and anyone on no brand ask their plain terms', () => {
    const referee = wrestler({ role: 'REFEREE', cost: 20_000, popularity: 1, points: 1 });
    expect(renewalAsk(referee, [referee]).why).toBeNull();
    const loose = wrestler({ brandIds: [], cost: 20_000, popularity: 1, points: 1 });
    expect(renewalAsk(loose, [loose]).terms).toEqual(askingTerms(loose));
  });

  it('is the rivals\' renewal cost: between 80% of the ask and the ask, and never more for a lower standing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (cost, popularity, points, drop) => {
        const roster = Array.from({ length: 5 }, () => wrestler({ cost: 3000 }));
        const w = wrestler({ cost, popularity, points });
        const all = [...roster, w];
        const ask = renewalAsk(w, all);
        const full = askingTerms(w).cost;
        expect(ask.terms.cost).toBe(renewalCost(full, valueTo(shapeOf(rosterOf(1, all)), w)));
        expect(ask.terms.cost).toBeLessThanOrEqual(full);
        expect(ask.terms.cost).toBeGreaterThanOrEqual(full * RENEWAL.leastShare);
        const lower = { ...w, popularity: Math.max(0, popularity - drop) };
        expect(renewalAsk(lower, [...roster, lower]).terms.cost).toBeLessThanOrEqual(ask.terms.cost);
      }),
    );
  });
});
