import { describe, expect, it } from 'vitest';
import { decisionsPerYear, outsiderTitles, playerEmptyCards, playerBrandIdsOf, rosterOf, rosterRatio } from '../../scripts/season/figures-player';
import type { SeasonRecords } from '../../scripts/season/season-records';

// Issue 33: the player's promotion under the default standing orders, on hand-made records.
const person = (id: number, brandIds: number[], fields: Record<string, unknown> = {}) =>
  ({ id, role: 'WRESTLER', status: 'SIGNED', active: true, retired: false, brandIds, ...fields }) as never;
const brands = [
  { id: 1, companyId: 1, directorId: 9 },
  { id: 2, companyId: 1, directorId: null },
  { id: 3, companyId: 2, directorId: null },
] as unknown as SeasonRecords['brands'];

describe('the player figures (issue 33)', () => {
  it('reads the promotion\'s brands, none when the player runs every promotion', () => {
    expect([...playerBrandIdsOf({ rivals: { companyId: 1, brandIds: [3] }, brands })!]).toEqual([1, 2]);
    expect(playerBrandIdsOf({ rivals: { companyId: null, brandIds: [] }, brands })).toBeNull();
  });

  it('counts the active roster: signed, active, not retired, not staff, on one of its brands', () => {
    const wrestlers = [
      person(1, [1]), person(2, [2]), person(3, [3]), person(4, [1], { status: 'UNSIGNED' }),
      person(5, [1], { retired: true }), person(6, [1], { role: 'REFEREE' }), person(9, [1]),
    ];
    expect(rosterOf(wrestlers, new Set([1, 2]), new Set([9]))).toBe(2);
    const start = { wrestlers, brands } as unknown as SeasonRecords['start'];
    expect(rosterRatio({ rivals: { companyId: 1, brandIds: [3] }, brands, start, wrestlers: [person(1, [1])] } as never)).toBe(0.5);
  });

  it('counts titles of the promotion held by someone who does not work for it', () => {
    const wrestlers = [person(1, [1]), person(2, [3]), person(3, [], { status: 'UNSIGNED' })];
    const titles = [
      { active: true, brandIds: [1], wrestlerIds: [1] },
      { active: true, brandIds: [2], wrestlerIds: [2] },
      { active: true, brandIds: [1], wrestlerIds: [1, 3] },
      { active: true, brandIds: [3], wrestlerIds: [3] },
      { active: false, brandIds: [1], wrestlerIds: [3] },
      { active: true, brandIds: [1], wrestlerIds: [] },
    ];
    expect(outsiderTitles(titles, wrestlers, new Set([1, 2]))).toBe(2);
  });

  it('counts the promotion\'s completed cards on which nobody appeared', () => {
    const segments = new Map([[1, { appearanceIds: [] }], [2, { appearanceIds: [5] }], [3, { appearanceIds: [] }]]);
    const productions = [{ brandIds: [1], segmentIds: [1, 3] }, { brandIds: [2], segmentIds: [1, 2] }, { brandIds: [3], segmentIds: [3] }];
    expect(playerEmptyCards(productions, segments, new Set([1, 2]))).toBe(1);
  });

  it('gives the decisions per year over the sampled weeks, null when none was sampled', () => {
    const sample = (decisions: number) => ({ player: { roster: 10, outsiderTitles: 0, decisions } }) as never;
    expect(decisionsPerYear({ weeks: [sample(1), sample(0), sample(0), sample(1)] })).toBe(26);
    expect(decisionsPerYear({ weeks: [{} as never] })).toBeNull();
  });
});
