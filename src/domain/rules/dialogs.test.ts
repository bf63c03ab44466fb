import type { Stored } from '../entities/base';
import { createBrand, type Brand } from '../entities/brand';
import { createChampionship, type Championship } from '../entities/championship';
import { createProduction } from '../entities/production';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { applyDialogEffects, describeEffect, type DialogEffect } from './dialog-effects';
import { dialogKey, keysOfWeek, openDialogs, type DialogWorld } from './dialogs';

const DATE = '2026-11-21'; // a Saturday; its week starts on Sunday 2026-11-15
const fit = { morale: 60, damage: 0, contractExpires: '2027-06-01', brandIds: [1] };
const wrestler = (id: number, fields: Partial<Wrestler>): Stored<Wrestler> => ({ ...createWrestler({ ...fit, ...fields }), id });
const brand = (id: number, fields: Partial<Brand>): Stored<Brand> => ({ ...createBrand(fields), id });
const title = (id: number, fields: Partial<Championship>): Stored<Championship> => ({ ...createChampionship(fields), id });

function world(fields: Partial<DialogWorld>): DialogWorld {
  const roster = fields.roster ?? [];
  return { date: DATE, roster, brands: [brand(1, { name: 'North', balance: 5000 })], people: roster, championships: [], productions: [], decided: [], ...fields };
}

const effectsOf = (w: DialogWorld, key: string, option: string): DialogEffect[] =>
  openDialogs(w).find((d) => d.key === key)!.options.find((o) => o.id === option)!.effects;

describe('which conversations arise', () => {
  it('nobody asks for anything when everyone is fit, paid up and happy', () => {
    expect(openDialogs(world({ roster: [wrestler(1, { name: 'Calm Carl' })] }))).toEqual([]);
  });

  it.each([
    ['a push at morale 20 or less', { morale: 20 }, 'push', 'warning'],
    ['a push, critical, at morale 10 or less', { morale: 9 }, 'push', 'critical'],
    ['time off at damage 40 or more', { damage: 40 }, 'rest', 'warning'],
    ['time off, critical, at damage 70 or more', { damage: 75 }, 'rest', 'critical'],
    ['a new contract within 30 days of the end', { contractExpires: '2026-12-21' }, 'renewal', 'warning'],
    ['a new contract, critical, once it has ended', { contractExpires: '2026-11-21' }, 'renewal', 'critical'],
    ['a new contract with 4 appearances left', { remainingAppearances: 4 }, 'renewal', 'warning'],
    ['a new contract, critical, with none left', { remainingAppearances: 0 }, 'renewal', 'critical'],
  ] as const)('a signed wrestler asks for %s', (_label, fields, kind, urgency) => {
    const dialogs = openDialogs(world({ roster: [wrestler(7, { name: 'Gus', ...fields })] }));
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ kind, urgency, key: `${kind}-7-2026-11-15`, who: 'Gus', role: 'Wrestler, North' });
  });

  it('just above the limits, and free agents whatever their state, ask nothing', () => {
    const roster = [
      wrestler(1, { morale: 21, damage: 39, contractExpires: '2026-12-22', remainingAppearances: 5 }),
      wrestler(2, { status: 'UNSIGNED', morale: 0, damage: 90, remainingAppearances: 0 }),
    ];
    expect(openDialogs(world({ roster }))).toEqual([]);
  });

  it('a brand in the red asks for budget through its director, naming its last show', () => {
    const people = [wrestler(9, { name: 'Dora Director' })];
    const productions = [
      { ...createProduction({ brandIds: [2], date: '2026-11-14', complete: true, singlePayout: -1200 }), id: 1 },
      { ...createProduction({ brandIds: [2], date: '2026-11-28', complete: true, singlePayout: 9 }), id: 2 },
    ];
    const brands = [brand(1, { name: 'North', balance: 500 }), brand(2, { name: 'South', balance: -20_000, directorId: 9 })];
    const [d] = openDialogs(world({ brands, people, productions }));
    expect(d).toMatchObject({ kind: 'budget', key: 'budget-2-2026-11-15', who: 'Dora Director', role: 'Director, South', urgency: 'critical' });
    expect(d.lines.join(' ')).toMatch(/South is \$20,000 in the red.*lost \$1,200/);
    // North cannot cover $20,000: no transfer is offered.
    expect(d.options.map((o) => o.id)).toEqual(['make-do']);
  });

  it('orders critical first, then money, health, contracts and pushes, then by name', () => {
    const roster = [
      wrestler(1, { name: 'Bea', morale: 15 }),
      wrestler(2, { name: 'Al', morale: 15 }),
      wrestler(3, { name: 'Cy', damage: 50, remainingAppearances: 0 }),
    ];
    const brands = [brand(1, { name: 'North', balance: -5 })];
    expect(openDialogs(world({ roster, brands })).map((d) => d.key)).toEqual([
      'renewal-3-2026-11-15', 'budget-1-2026-11-15', 'rest-3-2026-11-15', 'push-2-2026-11-15', 'push-1-2026-11-15',
    ]);
  });

  it('a decided conversation stays closed for the rest of its week and comes back the next', () => {
    const roster = [wrestler(4, { morale: 5 })];
    expect(openDialogs(world({ roster, decided: ['push-4-2026-11-15'] }))).toEqual([]);
    expect(openDialogs(world({ roster, decided: ['push-4-2026-11-15'], date: '2026-11-22' }))[0].key).toBe('push-4-2026-11-22');
  });

  it('keys name the kind, the subject and the Sunday of the week; older weeks are dropped', () => {
    expect(dialogKey('push', 12, '2026-11-15')).toBe(dialogKey('push', 12, '2026-11-21'));
    expect(keysOfWeek(['push-1-2026-11-08', 'rest-2-2026-11-15'], DATE)).toEqual(['rest-2-2026-11-15']);
  });
});

describe('the answers and what they do', () => {
  const gus = wrestler(7, { name: 'Gus', morale: 12, cost: 200, points: 50, brandIds: [1] });
  const titles = [
    title(1, { name: 'Top Title', rank: 10, minPoints: 80 }),
    title(2, { name: 'Mid Title', rank: 20, minPoints: 30, maxPoints: 70 }),
    title(3, { name: 'Women Title', rank: 1, gender: 'FEMALE' }),
  ];
  const w = world({ roster: [gus], championships: titles });
  const parties = { wrestlers: new Map([[7, gus]]), brands: new Map(w.brands.map((b) => [b.id, b])) };

  it('a push: a shot at the title in their points band, a bonus of ten appearances pay, or a refusal', () => {
    const options = openDialogs(w)[0].options;
    expect(options.map((o) => o.label)).toEqual(['Promise a shot at the Mid Title', 'Pay a $2,000 bonus', 'Refuse']);
    expect(options[0].effects.map(describeEffect)).toEqual(['Gus: chases the Mid Title', 'Gus: morale +15']);
    expect(options[1].effects.map(describeEffect)).toEqual(['North: balance -$2,000', 'Gus: morale +10']);
    expect(options[2].effects.map(describeEffect)).toEqual(['Gus: morale -5']);
  });

  it('applying a bonus moves the balance and morale, and reports before and after', () => {
    const applied = applyDialogEffects(effectsOf(w, 'push-7-2026-11-15', 'bonus'), parties);
    expect(applied.brands).toMatchObject([{ id: 1, balance: 3000 }]);
    expect(applied.wrestlers).toMatchObject([{ id: 7, morale: 22 }]);
    expect(applied.changes).toEqual([
      { subject: 'North', field: 'Balance', before: '$5,000', after: '$3,000' },
      { subject: 'Gus', field: 'Morale', before: '12', after: '22' },
    ]);
  });

  it('a title shot sets the goal; morale stays within 0..100', () => {
    const happy = { ...gus, morale: 95 };
    const applied = applyDialogEffects(effectsOf(w, 'push-7-2026-11-15', 'title-shot'), { ...parties, wrestlers: new Map([[7, happy]]) });
    expect(applied.wrestlers[0]).toMatchObject({ goalIds: [2], morale: 100 });
  });

  it('renewal at a raise adds 52 appearances, a year from the old end and 10% more pay; release makes a free agent', () => {
    const late = wrestler(5, { name: 'Lou', cost: 100, remainingAppearances: 3, contractExpires: '2026-12-01' });
    const lw = world({ roster: [late] });
    const lp = { wrestlers: new Map([[5, late]]), brands: new Map() };
    const renewed = applyDialogEffects(effectsOf(lw, 'renewal-5-2026-11-15', 'renew'), lp).wrestlers[0];
    expect(renewed).toMatchObject({ remainingAppearances: 55, contractExpires: '2027-12-01', cost: 110, morale: 65 });
    const released = applyDialogEffects(effectsOf(lw, 'renewal-5-2026-11-15', 'release'), lp).wrestlers[0];
    expect(released).toMatchObject({ status: 'UNSIGNED', brandIds: [] });
    expect(openDialogs(lw)[0].options.find((o) => o.id === 'release')!.confirm).toMatch(/free agent/);
  });

  it('rest takes 25 damage off (never below 0) and leaves appearances; working hurt costs morale', () => {
    const hurt = wrestler(6, { damage: 45, remainingAppearances: 30 });
    const hw = world({ roster: [hurt] });
    const hp = { wrestlers: new Map([[6, hurt]]), brands: new Map() };
    expect(applyDialogEffects(effectsOf(hw, 'rest-6-2026-11-15', 'rest'), hp).wrestlers[0]).toMatchObject({ damage: 20, remainingAppearances: 30 });
    expect(applyDialogEffects(effectsOf(hw, 'rest-6-2026-11-15', 'work-hurt'), hp).wrestlers[0]).toMatchObject({ damage: 45, morale: 50 });
  });

  it('a transfer covers the shortfall from the richest brand that can', () => {
    const brands = [brand(1, { name: 'North', balance: -700 }), brand(2, { name: 'South', balance: 900 }), brand(3, { name: 'West', balance: 800 })];
    const bw = world({ brands });
    const applied = applyDialogEffects(effectsOf(bw, 'budget-1-2026-11-15', 'transfer'), { wrestlers: new Map(), brands: new Map(brands.map((b) => [b.id, b])) });
    expect(applied.brands.map((b) => [b.name, b.balance])).toEqual([['South', 200], ['North', 0]]);
    expect(openDialogs(bw)[0].options.map((o) => o.label)).toEqual(['Move $700 from South', 'Not now']);
  });

  it('an effect on someone who is gone throws, so nothing is half applied', () => {
    expect(() => applyDialogEffects([{ type: 'morale', wrestlerId: 99, name: 'Nobody', by: 5 }], parties)).toThrow(/not found/);
  });
});
