import { addDays, diffDays, formatLongDate } from '../dates';
import type { IsoDate, Stored } from '../entities/base';
import type { Brand } from '../entities/brand';
import type { Championship } from '../entities/championship';
import type { Wrestler } from '../entities/wrestler';
import { formatMoney, formatStat } from '../format';
import type { DialogEffect } from './dialog-effects';
import { DIALOG_AMOUNTS, DIALOG_LIMITS, dialogKey, weekEnd, type Dialog, type DialogKind, type DialogOption, type DialogWorld } from './dialog-model';
import { readStat } from './stats';

// Everyone who would like a word this week, before the inbox chooses whom the player hears
// (src/domain/rules/dialogs.ts). Thresholds and answers: docs/decisions-dialogs.md.

/** A conversation someone raises, with what the inbox needs to rank it. */
export interface Ask {
  dialog: Dialog;
  /** The old "critical" thresholds: damage 70+, morale 10-, contract over, brand deep in debt. */
  severe: boolean;
  /** How bad it is within its kind, 0 (just over the threshold) to 1 (as bad as it gets). */
  severity: number;
}

type Raise = (kind: DialogKind, about: string, severe: boolean, severity: number, lines: string[], options: DialogOption[]) => void;

const clamp01 = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);
const morale = (w: Stored<Wrestler>, by: number): DialogEffect => ({ type: 'morale', wrestlerId: w.id, name: w.name, by });

/** What one signed wrestler asks for: time off, a new contract, a push (each at most once). */
export function wrestlerAsks(w: Stored<Wrestler>, world: DialogWorld, brandName: ReadonlyMap<number, string>): Ask[] {
  if (w.status !== 'SIGNED') return [];
  const asks: Ask[] = [];
  const brands = w.brandIds.filter((id) => brandName.has(id));
  const role = brands.length ? `Wrestler, ${brands.map((id) => brandName.get(id)).join(', ')}` : 'Wrestler';
  const raise: Raise = (kind, about, severe, severity, lines, options) => asks.push({
    severe, severity: clamp01(severity),
    dialog: { key: dialogKey(kind, w.id, world.date), kind, who: w.name, speakerId: w.id, role, about, urgency: 'warning', expires: weekEnd(world.date), lines, options },
  });
  const damage = readStat(w, 'damage');
  if (damage >= DIALOG_LIMITS.hurtDamage) {
    raise('rest', 'Asks for time off', damage >= DIALOG_LIMITS.severeDamage, (damage - DIALOG_LIMITS.hurtDamage) / (100 - DIALOG_LIMITS.hurtDamage),
      [`My body is wrecked: damage is at ${formatStat(damage)}. Give me some time off before something breaks.`],
      [
        { id: 'rest', label: 'Give them time off', effects: [{ type: 'damage', wrestlerId: w.id, name: w.name, by: DIALOG_AMOUNTS.rest }] },
        { id: 'work-hurt', label: 'Ask them to work hurt', effects: [morale(w, DIALOG_AMOUNTS.workHurtMorale)] },
      ]);
  }
  const renewal = renewalAsk(w, world.date);
  if (renewal) raise('renewal', 'Wants a new contract', renewal.severe, renewal.severity, renewal.lines, renewal.options);
  const mood = readStat(w, 'morale');
  if (mood <= DIALOG_LIMITS.lowMorale) {
    raise('push', 'Wants a push', mood <= DIALOG_LIMITS.desperateMorale, (DIALOG_LIMITS.lowMorale - mood) / DIALOG_LIMITS.lowMorale,
      [`Morale is at ${formatStat(mood)}. I have been stuck in the same spot for too long. What are you going to do about it?`],
      pushOptions(w, brands.map((id) => ({ id, name: brandName.get(id)! })), world.championships));
  }
  return asks;
}

function pushOptions(w: Stored<Wrestler>, brands: { id: number; name: string }[], championships: readonly Stored<Championship>[]): DialogOption[] {
  const options: DialogOption[] = [];
  const title = titleFor(w, championships);
  if (title) {
    options.push({ id: 'title-shot', label: `Promise a shot at the ${title.name}`, effects: [
      { type: 'goal', wrestlerId: w.id, name: w.name, championshipId: title.id, title: title.name }, morale(w, DIALOG_AMOUNTS.promiseMorale),
    ] });
  }
  if (brands.length) {
    const bonus = Math.max(DIALOG_AMOUNTS.minBonus, Math.round(w.cost * DIALOG_AMOUNTS.bonusAppearances));
    options.push({ id: 'bonus', label: `Pay a ${formatMoney(bonus)} bonus`, effects: [
      { type: 'balance', brandId: brands[0].id, name: brands[0].name, by: -bonus }, morale(w, DIALOG_AMOUNTS.bonusMorale),
    ] });
  }
  options.push({ id: 'refuse', label: 'Refuse', effects: [morale(w, DIALOG_AMOUNTS.refuseMorale)] });
  return options;
}

/** The best title they could chase: their gender's or intergender, of their brands, one they do not hold. */
function titleFor(w: Stored<Wrestler>, championships: readonly Stored<Championship>[]): Stored<Championship> | undefined {
  const points = readStat(w, 'points');
  const inBand = (c: Championship) => (points >= c.minPoints && points <= c.maxPoints ? 0 : 1);
  return championships
    .filter((c) => c.active && (c.gender === w.gender || c.gender === 'INTERGENDER') && !c.wrestlerIds.includes(w.id))
    .filter((c) => c.brandIds.length === 0 || c.brandIds.some((id) => w.brandIds.includes(id)))
    .sort((a, b) => inBand(a) - inBand(b) || a.rank - b.rank || a.name.localeCompare(b.name))[0];
}

function renewalAsk(w: Stored<Wrestler>, date: IsoDate) {
  const days = w.contractExpires ? diffDays(date, w.contractExpires) : Number.NaN;
  const expiring = Number.isFinite(days) && days <= DIALOG_LIMITS.expiringDays;
  const few = w.remainingAppearances <= DIALOG_LIMITS.fewAppearances;
  if (!expiring && !few) return null;
  const severe = (expiring && days <= 0) || w.remainingAppearances <= 0;
  const severity = Math.max(
    expiring ? (DIALOG_LIMITS.expiringDays - days) / DIALOG_LIMITS.expiringDays : 0,
    few ? (DIALOG_LIMITS.fewAppearances - w.remainingAppearances) / DIALOG_LIMITS.fewAppearances : 0,
  );
  const lines = [
    expiring
      ? days <= 0 ? `My contract ran out on ${formatLongDate(w.contractExpires)}.` : `My contract runs out in ${days} ${days === 1 ? 'day' : 'days'}.`
      : `I have ${w.remainingAppearances} ${w.remainingAppearances === 1 ? 'appearance' : 'appearances'} left on my deal.`,
    'I want to know where I stand. Do you want me on the roster or not?',
  ];
  const from = expiring && days > 0 ? w.contractExpires : date;
  const cost = Math.max(w.cost + 1, Math.round(w.cost * (1 + DIALOG_AMOUNTS.raise)));
  const options: DialogOption[] = [
    { id: 'renew', label: 'Renew at a raise', effects: [
      { type: 'renew', wrestlerId: w.id, name: w.name, appearances: DIALOG_AMOUNTS.renewAppearances, cost, expires: addDays(from, DIALOG_AMOUNTS.renewDays) },
      morale(w, DIALOG_AMOUNTS.renewMorale),
    ] },
    { id: 'release', label: 'Let them go', effects: [{ type: 'release', wrestlerId: w.id, name: w.name }],
      confirm: `${w.name} leaves every brand and becomes a free agent. This cannot be undone here.` },
    { id: 'silent', label: 'Stay silent', effects: [morale(w, DIALOG_AMOUNTS.silentMorale)] },
  ];
  return { severe, severity, lines, options };
}

/** A brand in the red asks for budget, through its director (or its office without one). */
export function budgetAsk(b: Stored<Brand>, world: DialogWorld): Ask {
  const director = world.people.find((p) => p.id === b.directorId);
  const shortfall = -b.balance;
  const last = world.productions
    .filter((p) => p.complete && p.brandIds.includes(b.id) && p.date <= world.date)
    .sort((x, y) => y.date.localeCompare(x.date) || y.id - x.id)[0];
  const lines = [`${b.name} is ${formatMoney(shortfall)} in the red. We cannot keep booking shows like this.`];
  if (last) {
    const verb = last.singlePayout < 0 ? 'lost' : 'made';
    lines.push(`Our last show, on ${formatLongDate(last.date)}, ${verb} ${formatMoney(Math.abs(last.singlePayout))} for us.`);
  }
  const donor = world.brands
    .filter((o) => o.id !== b.id && o.balance >= shortfall)
    .sort((x, y) => y.balance - x.balance || x.name.localeCompare(y.name))[0];
  const options: DialogOption[] = [];
  if (donor) {
    options.push({ id: 'transfer', label: `Move ${formatMoney(shortfall)} from ${donor.name}`, effects: [
      { type: 'balance', brandId: donor.id, name: donor.name, by: -shortfall },
      { type: 'balance', brandId: b.id, name: b.name, by: shortfall },
    ] });
  }
  options.push(director
    ? { id: 'make-do', label: 'Tell them to make do', effects: [morale(director, DIALOG_AMOUNTS.makeDoMorale)] }
    : { id: 'make-do', label: 'Not now', effects: [] });
  return {
    severe: b.balance < DIALOG_LIMITS.deepDebt,
    // Twice the deep-debt line is as bad as it gets.
    severity: clamp01(shortfall / (-2 * DIALOG_LIMITS.deepDebt)),
    dialog: {
      key: dialogKey('budget', b.id, world.date),
      kind: 'budget',
      who: director?.name ?? `The ${b.name} office`,
      ...(director ? { speakerId: director.id } : {}),
      role: director ? `Director, ${b.name}` : `${b.name} has no director`,
      about: 'Asks for budget',
      urgency: 'warning',
      expires: weekEnd(world.date),
      lines,
      options,
    },
  };
}
