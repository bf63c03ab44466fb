import fc from 'fast-check';
import { deepFreeze, frozenCopy, sameRecord } from './frozen';

const record = fc.jsonValue();

describe("the batch's record helpers", () => {
  it('call two records the same exactly when their JSON is the same, whatever the key order', () => {
    // JSON with every object's keys sorted: equal exactly when the records are the same.
    const canonical = (value: unknown): string =>
      JSON.stringify(value, (_key, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1))) : v,
      );
    fc.assert(
      fc.property(record, record, (a, b) => {
        expect(sameRecord(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameRecord(a, structuredClone(a))).toBe(true);
      }),
    );
    expect(sameRecord({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameRecord({ a: [1, 2] }, { a: { 0: 1, 1: 2 } })).toBe(false);
    expect(sameRecord({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameRecord(undefined, { a: 1 })).toBe(false);
  });

  it('copy a record deeply and freeze the copy, leaving the original as it was', () => {
    const original = { name: 'Ace', brandIds: [1, 2], meta: { rating: { total: 3 } } };
    const copy = frozenCopy(original);
    expect(copy).toEqual(original);
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.brandIds) && Object.isFrozen(copy.meta.rating)).toBe(true);
    original.brandIds.push(3);
    expect(copy.brandIds).toEqual([1, 2]);
    expect(Object.isFrozen(original)).toBe(false);
    expect(frozenCopy(copy)).toBe(copy);
  });

  it('freeze a record in place, all the way down', () => {
    const row = deepFreeze({ id: 1, goalIds: [4], stats: { wins: 2 } });
    expect(() => (row.goalIds as number[]).push(5)).toThrow(TypeError);
    expect(() => ((row.stats as { wins: number }).wins = 3)).toThrow(TypeError);
  });
});
