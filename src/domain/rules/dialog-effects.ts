import { formatLongDate } from '../dates';
import type { IsoDate, Stored } from '../entities/base';
import type { Brand } from '../entities/brand';
import type { Wrestler } from '../entities/wrestler';
import { formatMoney, formatStat } from '../format';
import { setGoal } from './status';
import { readStat } from './stats';
import { roundCents } from './finance';

// What a backstage conversation's answer does (docs/decisions-dialogs.md). Each effect carries the
// names it needs, so an option can say what it will do before the player chooses it.

export type DialogEffect =
  | { type: 'morale'; wrestlerId: number; name: string; by: number }
  | { type: 'damage'; wrestlerId: number; name: string; by: number }
  | { type: 'goal'; wrestlerId: number; name: string; championshipId: number; title: string }
  | { type: 'balance'; brandId: number; name: string; by: number }
  | { type: 'renew'; wrestlerId: number; name: string; appearances: number; cost: number; expires: IsoDate }
  | { type: 'release'; wrestlerId: number; name: string };

/** One line of "what changed": who, which field, before and after, as the player reads them. */
export interface DialogChange {
  subject: string;
  field: string;
  before: string;
  after: string;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const money = (n: number): string => (n < 0 ? `-${formatMoney(-n)}` : formatMoney(n));

/** The effect in words, e.g. "Gloomy Gus: morale +15" or "North: balance -$1,000". */
export function describeEffect(effect: DialogEffect): string {
  switch (effect.type) {
    case 'morale':
      return `${effect.name}: morale ${signed(effect.by)}`;
    case 'damage':
      return `${effect.name}: damage ${signed(effect.by)}`;
    case 'goal':
      return `${effect.name}: chases the ${effect.title}`;
    case 'balance':
      return `${effect.name}: balance ${effect.by < 0 ? '-' : '+'}${formatMoney(Math.abs(effect.by))}`;
    case 'renew':
      return `${effect.name}: ${effect.appearances} more appearances until ${formatLongDate(effect.expires)}, paid ${formatMoney(effect.cost)} per appearance`;
    case 'release':
      return `${effect.name}: released, becomes a free agent with no brand`;
  }
}

/** A stat as the rules read it (0..100), moved and kept in 0..100 (DESIGN §3 reads capped). */
const moved = (w: Wrestler, key: 'morale' | 'damage', by: number): number =>
  Math.min(100, Math.max(0, readStat(w, key) + by));


export interface DialogParties {
  wrestlers: ReadonlyMap<number, Stored<Wrestler>>;
  brands: ReadonlyMap<number, Stored<Brand>>;
}

export interface AppliedEffects {
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  changes: DialogChange[];
}

/**
 * Applies the effects in order to copies of the parties and reports each change. A party the
 * effect names that is missing throws: the caller's unit of work then writes nothing.
 */
export function applyDialogEffects(effects: readonly DialogEffect[], parties: DialogParties): AppliedEffects {
  const wrestlers = new Map(parties.wrestlers);
  const brands = new Map(parties.brands);
  const changes: DialogChange[] = [];
  const touched = { wrestlers: new Set<number>(), brands: new Set<number>() };
  const wrestler = (id: number) => {
    const w = wrestlers.get(id);
    if (!w) throw new Error(`Record with id ${id} not found in table Wrestler`);
    touched.wrestlers.add(id);
    return w;
  };
  for (const e of effects) {
    if (e.type === 'balance') {
      const b = brands.get(e.brandId);
      if (!b) throw new Error(`Record with id ${e.brandId} not found in table Brand`);
      // Issue 36: kept to the cent, as the ledger line that explains it is.
      const next = { ...b, balance: roundCents(b.balance + e.by) };
      brands.set(b.id, next);
      touched.brands.add(b.id);
      changes.push({ subject: b.name, field: 'Balance', before: money(b.balance), after: money(next.balance) });
      continue;
    }
    const w = wrestler(e.wrestlerId);
    let next: Stored<Wrestler>;
    if (e.type === 'morale' || e.type === 'damage') {
      next = { ...w, [e.type]: moved(w, e.type, e.by) };
      const field = e.type === 'morale' ? 'Morale' : 'Damage';
      changes.push({ subject: w.name, field, before: formatStat(readStat(w, e.type)), after: formatStat(readStat(next, e.type)) });
    } else if (e.type === 'goal') {
      next = setGoal(w, e.championshipId);
      changes.push({ subject: w.name, field: 'Goal', before: w.goalIds.includes(e.championshipId) ? e.title : w.goalIds.length ? 'another title' : 'none', after: e.title });
    } else if (e.type === 'renew') {
      next = { ...w, remainingAppearances: w.remainingAppearances + e.appearances, cost: e.cost, contractExpires: e.expires };
      changes.push(
        { subject: w.name, field: 'Appearances left', before: String(w.remainingAppearances), after: String(next.remainingAppearances) },
        { subject: w.name, field: 'Contract ends', before: w.contractExpires ? formatLongDate(w.contractExpires) : 'never', after: formatLongDate(e.expires) },
        { subject: w.name, field: 'Cost per appearance', before: formatMoney(w.cost), after: formatMoney(e.cost) },
      );
    } else {
      next = { ...w, status: 'UNSIGNED', brandIds: [] };
      changes.push({ subject: w.name, field: 'Contract', before: 'signed', after: 'free agent, no brand' });
    }
    wrestlers.set(w.id, next);
  }
  return {
    wrestlers: [...touched.wrestlers].map((id) => wrestlers.get(id)!),
    brands: [...touched.brands].map((id) => brands.get(id)!),
    changes,
  };
}
