import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { contractsRunOut } from './contract-expiry';
import { fitToBook } from './fitness';
import { LIVING_WEEK_RULES, type WeekWorld } from './week-rules';

const worldOf = (wrestlers: Partial<Wrestler>[]): WeekWorld => ({
  game: { ...createGame({ rules: 'living' }), id: 1 }, from: '2026-11-15', to: '2026-11-22', days: 7,
  wrestlers: wrestlers.map((w, i) => ({ ...createWrestler({ name: `W${i}`, brandIds: [1], contractExpires: '2027-01-01', ...w }), id: i + 1 })),
  brands: [], shows: [], championships: [], reigns: [], news: [],
});

describe('contractsRunOut', () => {
  it('frees a wrestler past their expiry or out of appearances, with a news line each', () => {
    const next = contractsRunOut(worldOf([{ contractExpires: '2026-11-21' }, { remainingAppearances: 0 }, {}]));
    expect(next.wrestlers.map((w) => [w.status, w.brandIds])).toEqual([['UNSIGNED', []], ['UNSIGNED', []], ['SIGNED', [1]]]);
    expect(next.news).toEqual(["W0's contract has run out: now a free agent.", "W1's contract has no appearances left: now a free agent."]);
  });
  it('a contract that ends on the new date still holds that day; the retired and inactive are left alone', () => {
    const next = contractsRunOut(worldOf([{ contractExpires: '2026-11-22' }, { retired: true, remainingAppearances: 0 }, { active: false, remainingAppearances: 0 }]));
    expect(next.wrestlers.every((w) => w.status === 'SIGNED')).toBe(true);
    expect(next.news).toEqual([]);
  });
  it('is one of the living week rules', () => {
    expect(LIVING_WEEK_RULES.map((rule) => rule.name)).toContain('contracts run out');
  });
  it('property: afterwards no active signed wrestler has an ended contract, and nobody is signed by it', () => {
    const anyW = fc.record({
      contractExpires: fc.constantFrom('', '2026-11-01', '2026-11-22', '2026-11-23', '2027-05-01'),
      remainingAppearances: fc.integer({ min: -2, max: 5 }),
      status: fc.constantFrom('SIGNED', 'UNSIGNED' as const),
    });
    fc.assert(fc.property(fc.array(anyW, { maxLength: 12 }), (list) => {
      const before = worldOf(list);
      const after = contractsRunOut(before);
      after.wrestlers.forEach((w, i) => {
        if (w.status === 'SIGNED') expect(fitToBook(w, after.to)).toBe(true);
        if (before.wrestlers[i].status === 'UNSIGNED') expect(w).toBe(before.wrestlers[i]);
      });
    }));
  });
});
