import fc from 'fast-check';
import { addDays } from '../../dates';
import type { Stored } from '../../entities/base';
import { createGame } from '../../entities/game';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { sequenceRng } from '../test-rng';
import { healInjuries, healWrestler, HEALING } from './heal-week';
import { LIVING_WEEK_RULES, runWeekRules, type WeekWorld } from './week-rules';

const wrestler = (fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: 'Kip', ...fields }), id: 1 });
const world = (wrestlers: Stored<Wrestler>[]): WeekWorld => ({
  game: { ...createGame(), id: 1 }, from: '2027-03-07', to: '2027-03-14', days: 7,
  wrestlers, brands: [], shows: [], championships: [], reigns: [], news: [],
});

describe('healing by the calendar (issue 15, living week rule)', () => {
  it('recovers damage with the days passed, faster while out', () => {
    expect(healWrestler(wrestler({ damage: 20 }), '2027-03-07', '2027-03-14', 7).damage).toBeCloseTo(20 - 7 * HEALING.perDay);
    const out = wrestler({ damage: 20, injuredUntil: '2027-04-01', injury: 'Torn ACL' });
    expect(healWrestler(out, '2027-03-07', '2027-03-14', 7)).toMatchObject({ damage: 20 - 7 * HEALING.perDayResting, injury: 'Torn ACL' });
  });

  it('ends an injury whose return date has come, with a news line', () => {
    const next = healInjuries.run(world([wrestler({ injuredUntil: '2027-03-12', injury: 'Torn bicep' })]));
    expect(next.wrestlers[0]).toMatchObject({ injuredUntil: '', injury: '' });
    expect(next.news).toEqual(['Kip is fit again after torn bicep']);
  });

  it('is one of the living week rules', () => {
    // The whole week heals at least as much as this rule alone (the stat fade after it also eases damage).
    const next = runWeekRules(world([wrestler({ damage: 10 })]), sequenceRng([0.5]));
    expect(LIVING_WEEK_RULES.map((rule) => rule.name)).toContain('heal injuries');
    expect(healInjuries.run(world([wrestler({ damage: 10 })])).wrestlers[0].damage).toBeCloseTo(10 - 7 * HEALING.perDay);
    expect(next.wrestlers[0].damage).toBeLessThanOrEqual(10 - 7 * HEALING.perDay);
  });

  it('keeps the very record of a wrestler it does not change', () => {
    const fit = wrestler({ damage: 0 });
    expect(healInjuries.run(world([fit])).wrestlers[0]).toBe(fit);
  });

  it('never heals below 0 nor leaves damage above 100 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 500, noNaN: true }), fc.integer({ min: 0, max: 60 }), (damage, days) => {
        const healed = healWrestler(wrestler({ damage }), '2027-03-07', addDays('2027-03-07', days), days).damage;
        expect(healed).toBeGreaterThanOrEqual(0);
        expect(healed).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('always ends an injury once the calendar passes its return date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 14 }), (length, step) => {
        let kip = wrestler({ injuredUntil: addDays('2027-01-01', length), injury: 'Torn ACL' });
        let date = '2027-01-01';
        for (let i = 0; i <= Math.ceil(length / step); i += 1) {
          kip = healWrestler(kip, date, addDays(date, step), step);
          date = addDays(date, step);
        }
        expect(kip).toMatchObject({ injuredUntil: '', injury: '' });
      }),
    );
  });
});
