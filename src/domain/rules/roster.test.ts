import fc from 'fast-check';
import { Role } from '../entities/enums';
import { createWrestler } from '../entities/wrestler';
import { canCompete, IN_RING_ROLES, isInRing, namesOf } from './roster';

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

describe('who competes in matches, rumbles and tournaments (issue 13)', () => {
  it.each([
    ['a signed, active wrestler', {}, true],
    ['a wrestler of the default role', { role: 'DEFAULT' as const }, true],
    ['a referee', { role: 'REFEREE' as const }, false],
    ['a commentator', { role: 'COMMENTATOR' as const }, false],
    ['an announcer', { role: 'ANNOUNCER' as const }, false],
    ['a brand director', { role: 'AUTHORITY' as const }, false],
    ['an owner', { role: 'OWNER' as const }, false],
    ['an inactive wrestler', { active: false }, false],
    ['a retired wrestler still marked active', { retired: true }, false],
    ['a free agent', { status: 'UNSIGNED' as const }, false],
  ])('%s: %s', (_, partial, expected) => {
    expect(canCompete(createWrestler({ role: 'WRESTLER', ...partial }))).toBe(expected);
  });

  it('lets in only in-ring roles, active, not retired and signed (property)', () => {
    const arb = fc.record({
      role: fc.constantFrom(...Object.values(Role)),
      active: fc.boolean(),
      retired: fc.boolean(),
      status: fc.constantFrom('SIGNED' as const, 'UNSIGNED' as const),
    });
    fc.assert(
      fc.property(arb, (fields) => {
        const expected = IN_RING_ROLES.includes(fields.role) && fields.active && !fields.retired && fields.status === 'SIGNED';
        expect(canCompete(createWrestler(fields))).toBe(expected);
      }),
    );
  });
});

describe('names of ids', () => {
  it('keeps the order asked for and skips ids with no record', () => {
    const names = namesOf([{ id: 1, name: 'Ada' }, { id: 2, name: 'Bo' }]);
    expect(names([2, 9, 1])).toEqual(['Bo', 'Ada']);
  });
});
