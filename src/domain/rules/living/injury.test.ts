import fc from 'fast-check';
import { addDays, diffDays } from '../../dates';
import { createWrestler } from '../../entities/wrestler';
import { seededRng, sequenceRng } from '../test-rng';
import { drawInjury, injure, injuryChance, INJURY_KINDS, kindRisk } from './injury';

const fresh = createWrestler({ damage: 0, stamina: 50 });

describe('injury chance (issue 15, living rules)', () => {
  it('rises with damage, with a rougher match kind and with lower stamina', () => {
    expect(injuryChance({ damage: 60, stamina: 50 }, 'SINGLES')).toBeGreaterThan(injuryChance(fresh, 'SINGLES'));
    expect(injuryChance(fresh, 'LADDER')).toBeGreaterThan(injuryChance(fresh, 'SINGLES'));
    expect(injuryChance({ damage: 0, stamina: 10 }, 'SINGLES')).toBeGreaterThan(injuryChance({ damage: 0, stamina: 90 }, 'SINGLES'));
  });

  it('reads an unknown match kind as an ordinary one', () => {
    expect(kindRisk('NOT_A_KIND')).toBe(1);
  });

  it('is a probability for any stored stats, even out of range (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6 }), fc.double({ min: -1e6, max: 1e6 }), fc.constantFrom('SINGLES', 'TLC', 'CAGE', 'X'), (damage, stamina, type) => {
        const chance = injuryChance({ damage, stamina }, type);
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never falls as damage rises (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b, stamina) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(injuryChance({ damage: high, stamina }, 'TLC')).toBeGreaterThanOrEqual(injuryChance({ damage: low, stamina }, 'TLC'));
      }),
    );
  });
});

describe('drawing an injury', () => {
  it('names an injury of the list and keeps its days within its severity', () => {
    const injury = drawInjury(sequenceRng([0.95, 0, 0.5]));
    const kind = INJURY_KINDS.find((k) => k.name === injury.name)!;
    expect(kind.severity).toBe('severe');
    expect(injury.days).toBeGreaterThanOrEqual(kind.minDays);
    expect(injury.days).toBeLessThanOrEqual(kind.maxDays);
  });

  it('sets the return date the given days after the match and the injury name', () => {
    expect(injure(createWrestler(), '2027-03-01', { name: 'Torn bicep', days: 11 })).toMatchObject({ injuredUntil: '2027-03-12', injury: 'Torn bicep' });
  });

  it('always returns after the match date, with a name from the list (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 3000 }), (seed, offset) => {
        const day = addDays('2026-01-01', offset);
        const injury = drawInjury(seededRng(seed));
        const hurt = injure(createWrestler(), day, injury);
        expect(diffDays(day, hurt.injuredUntil)).toBeGreaterThan(0);
        expect(INJURY_KINDS.map((k) => k.name)).toContain(hurt.injury);
      }),
    );
  });
});
