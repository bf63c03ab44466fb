import { IN_RING_ROLES, isInRing, namesOf } from './roster';

describe('who steps into the ring', () => {
  it.each([
    ['WRESTLER', true, true],
    ['DEFAULT', true, true],
    ['REFEREE', true, false],
    ['COMMENTATOR', true, false],
    ['WRESTLER', false, false],
  ])('a %s (active %s) wrestles: %s', (role, active, expected) => {
    expect(isInRing({ role, active } as never)).toBe(expected);
  });

  it('counts only wrestlers and the default role as in-ring roles', () => {
    expect([...IN_RING_ROLES].sort()).toEqual(['DEFAULT', 'WRESTLER']);
  });
});

describe('names of ids', () => {
  it('keeps the order asked for and skips ids with no record', () => {
    const names = namesOf([{ id: 1, name: 'Ada' }, { id: 2, name: 'Bo' }]);
    expect(names([2, 9, 1])).toEqual(['Bo', 'Ada']);
  });
});
