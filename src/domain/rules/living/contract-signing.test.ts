import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWrestler } from '../../entities/wrestler';
import { endsWithin, renewContract, signFreeAgent, walkOut } from './contract-signing';
import type { ContractTerms } from './contract-terms';

const terms: ContractTerms = { cost: 500, appearances: 52, weeks: 52, contractType: 'FULL' };
const today = '2026-11-22';

describe('renewContract', () => {
  it('runs on from an expiry still ahead and adds the appearances left', () => {
    const w = createWrestler({ contractExpires: '2026-12-20', remainingAppearances: 3, cost: 400 });
    expect(renewContract(w, terms, today)).toMatchObject({ contractExpires: '2027-12-19', remainingAppearances: 55, cost: 500, status: 'SIGNED' });
  });
  it('starts afresh from today when the contract has already ended', () => {
    const w = createWrestler({ contractExpires: '2026-11-01', remainingAppearances: 5, status: 'UNSIGNED' });
    expect(renewContract(w, terms, today)).toMatchObject({ contractExpires: '2027-11-21', remainingAppearances: 52, status: 'SIGNED' });
  });
});

describe('signFreeAgent and walkOut', () => {
  it('signs to one brand from today and clears a walk-out', () => {
    const w = createWrestler({ status: 'UNSIGNED', brandIds: [], talksRefusedUntil: '2026-11-01' });
    expect(signFreeAgent(w, terms, 3, today)).toMatchObject({ status: 'SIGNED', brandIds: [3], contractExpires: '2027-11-21', remainingAppearances: 52, talksRefusedUntil: '' });
  });
  it('walking out refuses talks for 28 days', () => {
    expect(walkOut(createWrestler(), today).talksRefusedUntil).toBe('2026-12-20');
  });
});

describe('endsWithin', () => {
  it('by date within the weeks, or by appearances at two a week; never a free agent', () => {
    expect(endsWithin(createWrestler({ contractExpires: '2026-12-20', remainingAppearances: 50 }), today, 4)).toBe(true);
    expect(endsWithin(createWrestler({ contractExpires: '2026-12-21', remainingAppearances: 50 }), today, 4)).toBe(false);
    expect(endsWithin(createWrestler({ contractExpires: '2027-12-21', remainingAppearances: 8 }), today, 4)).toBe(true);
    expect(endsWithin(createWrestler({ contractExpires: '2026-11-01', status: 'UNSIGNED' }), today, 4)).toBe(false);
  });
});

describe('contract signing properties', () => {
  const anyTerms = fc.record({ cost: fc.integer({ min: 100, max: 100_000 }), appearances: fc.integer({ min: 1, max: 300 }), weeks: fc.integer({ min: 4, max: 156 }), contractType: fc.constantFrom('FULL', 'PART', 'GUEST' as const) });
  const anyDate = fc.integer({ min: 0, max: 2000 }).map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10));
  it('a renewed contract has not ended and does not end before the new term', () => {
    fc.assert(fc.property(anyTerms, anyDate, anyDate, fc.integer({ min: -5, max: 100 }), (t, expires, date, left) => {
      const renewed = renewContract(createWrestler({ contractExpires: expires, remainingAppearances: left }), t, date);
      expect(renewed.remainingAppearances).toBeGreaterThanOrEqual(t.appearances);
      expect(renewed.contractExpires > date).toBe(true);
      expect(endsWithin(renewed, date, 0)).toBe(false);
    }));
  });
});
