import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createWrestler } from '../../entities/wrestler';
import { fieldRule } from '../../fields/table-rules';
import { checkField } from '../../fields/field-rule';
import { normaliseRecord } from '../normalise-record';
import { inRingSkillOf, micSkillOf, momentumOf, momentumWord, pushOf, PUSH_LEVELS, topOfCardPool } from './skills';

describe('skills, push and momentum (issue 35)', () => {
  it('derives the skills from the stats an older wrestler already has', () => {
    const w = createWrestler({ points: 80, stamina: 50, charisma: 60, popularity: 90 });
    expect(inRingSkillOf(w)).toBe(71); // 0.7 × 80 + 0.3 × 50
    expect(micSkillOf(w)).toBe(69); // 0.7 × 60 + 0.3 × 90
  });

  it('reads stored skills when set, capped to 0–100', () => {
    expect(inRingSkillOf(createWrestler({ inRingSkill: 42 }))).toBe(42);
    expect(micSkillOf(createWrestler({ micSkill: 0 }))).toBe(0);
    expect(micSkillOf(createWrestler({ micSkill: 150 }))).toBe(100);
  });

  it('derives the push from points and popularity unless the player set one', () => {
    expect(pushOf(createWrestler({ points: 90, popularity: 85 }))).toBe('MAIN_EVENT');
    expect(pushOf(createWrestler({ points: 70, popularity: 60 }))).toBe('UPPER_CARD');
    expect(pushOf(createWrestler({ points: 50, popularity: 40 }))).toBe('MID_CARD');
    expect(pushOf(createWrestler({ points: 20, popularity: 25 }))).toBe('LOWER_CARD');
    expect(pushOf(createWrestler({ points: 5, popularity: 0 }))).toBe('ENHANCEMENT');
    expect(pushOf(createWrestler({ points: 5, popularity: 0, push: 'MAIN_EVENT' }))).toBe('MAIN_EVENT');
    expect(pushOf(createWrestler({ points: 50, popularity: 40, push: 'nonsense' }))).toBe('MID_CARD');
  });

  it('keeps momentum within -100..100, 0 when unset', () => {
    expect(momentumOf(createWrestler())).toBe(0);
    expect(momentumOf(createWrestler({ momentum: 250 }))).toBe(100);
    expect(momentumOf(createWrestler({ momentum: Number.NaN }))).toBe(0);
    expect(momentumWord(70)).toBe('red hot');
    expect(momentumWord(0)).toBe('steady');
    expect(momentumWord(-30)).toBe('cold');
  });

  it('property: skills are whole numbers within 0–100 whatever the stored stats', () => {
    const stat = fc.double({ min: -500, max: 500, noNaN: true });
    fc.assert(
      fc.property(stat, stat, stat, stat, (points, stamina, charisma, popularity) => {
        const w = createWrestler({ points, stamina, charisma, popularity });
        for (const skill of [inRingSkillOf(w), micSkillOf(w)]) {
          expect(Number.isInteger(skill)).toBe(true);
          expect(skill).toBeGreaterThanOrEqual(0);
          expect(skill).toBeLessThanOrEqual(100);
        }
        expect(PUSH_LEVELS).toContain(pushOf(w));
      }),
    );
  });

  it('an old wrestler record without the fields reads the defaults, and the field rules accept them', () => {
    const old = { id: 3, name: 'Kip Vale', points: 61, popularity: 64.44999999999999 } as Record<string, unknown>;
    const read = normaliseRecord('Wrestler', old)!.record as unknown as Record<string, unknown>;
    expect(read).toMatchObject({ inRingSkill: -1, micSkill: -1, push: '', momentum: 0 });
    for (const key of ['inRingSkill', 'micSkill', 'push', 'momentum']) expect(checkField(fieldRule('Wrestler', key)!, read[key], 'stored')).toBeNull();
    expect(checkField(fieldRule('Wrestler', 'push')!, 'MAIN_EVENT')).toBeNull();
    expect(checkField(fieldRule('Wrestler', 'push')!, 'HEADLINER')).not.toBeNull();
    expect(checkField(fieldRule('Wrestler', 'momentum')!, 101)).not.toBeNull();
  });
});

describe('the top of the card (issue 35, living booker)', () => {
  const w = (id: number, push: string) => ({ ...createWrestler({ points: 50, popularity: 50, push }), id });
  it('draws the main event from the highest pushes, widening until there are enough', () => {
    const roster = [w(1, 'MAIN_EVENT'), w(2, 'MAIN_EVENT'), w(3, 'UPPER_CARD'), w(4, 'UPPER_CARD'), w(5, 'ENHANCEMENT'), w(6, 'LOWER_CARD')];
    expect(topOfCardPool(roster).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(topOfCardPool(roster, 2).map((x) => x.id)).toEqual([1, 2]);
    // Unset pushes derive (50/50: mid card) and join at the mid card.
    expect(topOfCardPool([w(1, 'MAIN_EVENT'), w(2, ''), w(3, ''), w(4, ''), w(5, 'ENHANCEMENT')]).map((x) => x.id)).toEqual([1, 2, 3, 4]);
    const thin = [w(1, 'ENHANCEMENT'), w(2, 'LOWER_CARD')];
    expect(topOfCardPool(thin)).toBe(thin);
  });
});
