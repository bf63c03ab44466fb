import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWrestler } from '../../entities/wrestler';
import { acceptableCost, answerOffer, askingTerms, offerProblem, refusesTalks, walkChance, type ContractTerms } from './contract-terms';

const wrestler = (partial = {}) => createWrestler({ name: 'Kip', cost: 1000, popularity: 50, points: 50, morale: 50, ...partial });
const never = () => 0.999;
const always = () => 0;

describe('askingTerms', () => {
  it('asks a year at their cost moved by worth and mood, one appearance a week on a full deal', () => {
    // worth 0.5 → +10%, mood 0 → 0: 0.95 + 0.1 = 1.05
    expect(askingTerms(wrestler())).toEqual({ cost: 1050, appearances: 52, weeks: 52, contractType: 'FULL' });
  });
  it('a star asks more than a newcomer, an unhappy wrestler more than a happy one', () => {
    expect(askingTerms(wrestler({ popularity: 100, points: 100 })).cost).toBeGreaterThan(askingTerms(wrestler({ popularity: 0, points: 0 })).cost);
    expect(askingTerms(wrestler({ morale: 0 })).cost).toBeGreaterThan(askingTerms(wrestler({ morale: 100 })).cost);
  });
  it('a part-timer asks half the appearances; a guest who became a star wants a full deal', () => {
    expect(askingTerms(wrestler({ contractType: 'PART' })).appearances).toBe(26);
    expect(askingTerms(wrestler({ contractType: 'GUEST', popularity: 90, points: 90 })).contractType).toBe('FULL');
  });
  it('never asks under $100, even with no cost', () => {
    expect(askingTerms(wrestler({ cost: 0, popularity: 0, points: 0, morale: 100 })).cost).toBe(100);
  });
});

describe('answerOffer', () => {
  const kip = wrestler();
  const asking = askingTerms(kip);
  it('accepts the asking terms', () => {
    expect(answerOffer(kip, asking, always)).toEqual({ kind: 'accepted', terms: asking });
  });
  it('counters a low offer with terms it then accepts', () => {
    const answer = answerOffer(kip, { ...asking, cost: 900 }, never);
    expect(answer.kind).toBe('counter');
    if (answer.kind !== 'counter') return;
    expect(answer.terms.cost).toBe(acceptableCost(kip, asking));
    expect(answerOffer(kip, answer.terms, always).kind).toBe('accepted');
  });
  it('walks out of an insulting offer', () => {
    expect(answerOffer(kip, { ...asking, cost: 100 }, never)).toEqual({ kind: 'walked' });
  });
  it('counters their own contract type and a year when the offer is the wrong shape', () => {
    const answer = answerOffer(kip, { ...asking, contractType: 'GUEST', weeks: 4 }, never);
    expect(answer).toEqual({ kind: 'counter', terms: { ...asking, cost: asking.cost } });
  });
});

describe('offerProblem and refusesTalks', () => {
  it('refuses offers under $100, lengths outside 4..156 weeks, no appearances', () => {
    const ok: ContractTerms = { cost: 100, appearances: 1, weeks: 4, contractType: 'FULL' };
    expect(offerProblem(ok)).toBeNull();
    expect(offerProblem({ ...ok, cost: 99 })).toMatch(/\$100/);
    expect(offerProblem({ ...ok, weeks: 200 })).toMatch(/4 to 156/);
    expect(offerProblem({ ...ok, appearances: 0 })).toMatch(/appearance/);
    // Issue 34: a wage the week's money can add up, and a contract the backup can hold.
    expect(offerProblem({ ...ok, cost: 1e20 })).toBe('Offer between $100 and $10,000,000 an appearance.');
    expect(offerProblem({ ...ok, cost: 1e308 })).toBe('Offer between $100 and $10,000,000 an appearance.');
    expect(offerProblem({ ...ok, cost: 10_000_000 })).toBeNull();
    expect(offerProblem({ ...ok, appearances: 1e20 })).toBe('Offer between 1 and 1,000 appearances.');
  });
  it('refuses to talk until the date has passed', () => {
    expect(refusesTalks({ talksRefusedUntil: '2026-12-01' }, '2026-11-30')).toBe(true);
    expect(refusesTalks({ talksRefusedUntil: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(refusesTalks({ talksRefusedUntil: '' }, '2026-12-01')).toBe(false);
  });
});

const stat = fc.integer({ min: -50, max: 300 });
const anyWrestler = fc.record({ cost: fc.integer({ min: 0, max: 100_000 }), popularity: stat, points: stat, morale: stat, contractType: fc.constantFrom('FULL', 'PART', 'GUEST' as const) })
  .map((p) => wrestler(p));
const anyOffer = fc.record({
  cost: fc.integer({ min: 100, max: 200_000 }), appearances: fc.integer({ min: 1, max: 200 }),
  weeks: fc.integer({ min: 4, max: 156 }), contractType: fc.constantFrom('FULL', 'PART', 'GUEST' as const),
});

describe('contract terms properties', () => {
  it('asking is at least $100, a whole $10, within 85%..125% of their cost (or $100)', () => {
    fc.assert(fc.property(anyWrestler, (w) => {
      const { cost } = askingTerms(w);
      const base = Math.max(100, w.cost);
      return cost >= 100 && cost % 10 === 0 && cost >= Math.floor(base * 0.85) && cost <= Math.ceil(base * 1.25) + 10;
    }));
  });
  it('the asking terms are always accepted; a counter offered back is always accepted', () => {
    fc.assert(fc.property(anyWrestler, anyOffer, fc.double({ min: 0, max: 0.999, noNaN: true }), (w, offer, draw) => {
      expect(answerOffer(w, askingTerms(w), () => draw).kind).toBe('accepted');
      const answer = answerOffer(w, offer, () => draw);
      if (answer.kind === 'counter') expect(answerOffer(w, answer.terms, () => draw).kind).toBe('accepted');
    }));
  });
  it('nobody walks out of 80% of their asking price or more; the walk chance is a probability', () => {
    fc.assert(fc.property(anyWrestler, anyOffer, (w, offer) => {
      const asking = askingTerms(w);
      const chance = walkChance(w, offer, asking);
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
      if (offer.cost >= asking.cost * 0.8) expect(chance).toBe(0);
    }));
  });
});
