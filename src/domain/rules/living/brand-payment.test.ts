import fc from 'fast-check';
import { billText, contractBill, shortfallOf } from './brand-payment';
import { canAfford } from './talent-valuation';

// Issue 33 item 6: what a contract needs of the brand that pays, and what is missing when it cannot.
const terms = { cost: 11_920, appearances: 52 };
const brand = (id: number, name: string, balance: number) => ({ id, name, balance });

describe('what a brand needs to pay a contract', () => {
  it('is half the wages, explained', () => {
    expect(contractBill(terms)).toEqual({ wages: 619_840, needed: 309_920 });
    expect(billText(terms, 'AWE Onslaught')).toBe(
      '$11,920 an appearance × 52 appearances = $619,840 in wages, paid by AWE Onslaught as they appear. AWE Onslaught needs $309,920 in hand to offer it (50% of the wages).',
    );
  });

  it('says exactly what is missing and where the money is', () => {
    const foundry = brand(2, 'AWE Foundry', 120_000);
    const onslaught = brand(1, 'AWE Onslaught', 14_000_000);
    const uprising = brand(3, 'AWE Uprising', 100_000);
    expect(shortfallOf(onslaught, terms, 'counter', [onslaught, foundry])).toBeNull();
    expect(shortfallOf(foundry, terms, 'counter', [onslaught, foundry])).toBe(
      'AWE Foundry has $120,000; this counter needs $309,920 — $189,920 short. Move money from AWE Onslaught ($14.0M) or pick another brand.',
    );
    expect(shortfallOf(foundry, terms, 'poach', [foundry, brand(1, 'AWE Onslaught', 200_000)])).toBe(
      'AWE Foundry has $120,000; this poach needs $309,920 — $189,920 short. Move money from AWE Onslaught ($200.0K).',
    );
    expect(shortfallOf(foundry, terms, 'signing', [foundry, brand(1, 'AWE Onslaught', 100_000), uprising])).toBe(
      'AWE Foundry has $120,000; this signing needs $309,920 — $189,920 short. Move money from AWE Onslaught ($100.0K) and AWE Uprising ($100.0K).',
    );
    expect(shortfallOf(foundry, terms, 'signing', [foundry, uprising])).toBe(
      'AWE Foundry has $120,000; this signing needs $309,920 — $189,920 short. Your other brands hold $100,000 in all: not enough to move. Wait for the shows to earn it.',
    );
    expect(shortfallOf(foundry, terms, 'signing', [foundry])).toBe(
      'AWE Foundry has $120,000; this signing needs $309,920 — $189,920 short. No other brand of yours has money to move: wait for the shows to earn it.',
    );
  });

  it('is silent exactly when the brand can afford it, and names a shortfall that would close the gap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 5_000_000 }), fc.integer({ min: 100, max: 50_000 }), fc.integer({ min: 1, max: 156 }), (balance, cost, appearances) => {
        const t = { cost, appearances };
        const message = shortfallOf(brand(1, 'A', balance), t, 'counter', [brand(1, 'A', balance)]);
        expect(message === null).toBe(canAfford({ balance }, t));
        if (message) {
          const short = Number(/— \$([\d,]+(?:\.\d+)?) short/.exec(message)![1].replace(/,/g, ''));
          expect(canAfford({ balance: balance + short }, t)).toBe(true);
          expect(short).toBeGreaterThan(0);
        }
      }),
    );
  });
});
