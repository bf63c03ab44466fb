import type { Stored } from '../entities/base';
import type { Wrestler } from '../entities/wrestler';
import { budgetAsk, wrestlerAsks, type Ask } from './dialog-asks';
import { INBOX_LIMITS, keysOfWeek, kindOfKey, type Dialog, type DialogKind, type DialogWorld } from './dialog-model';
import { readStat } from './stats';

export * from './dialog-model';

// Backstage conversations (`/dialog`): of everyone who would like a word (dialog-asks.ts), the few
// the player hears this week. Pure and deterministic: the same world gives the same inbox, so a
// reload never reshuffles who is asking for what. Why these limits: docs/decisions-dialogs.md.

const KIND_ORDER: readonly DialogKind[] = ['budget', 'rest', 'renewal', 'push'];

export interface WeekInbox {
  /** Urgent first, then money, health, contracts, pushes; the worst case first within each. */
  dialogs: Dialog[];
  /** Conversations raised but left out because the week is full (Backstage still lists them all). */
  waiting: number;
}

/** The week's open conversations and how many more would like a word. */
export function weekInbox(world: DialogWorld): WeekInbox {
  const decided = keysOfWeek(world.decided, world.date);
  const brandName = new Map(world.brands.map((b) => [b.id, b.name]));
  const roster = uniqueById(world.roster);
  const top = topCard(roster, world);
  const asks = uniqueByKey([
    ...roster.flatMap((w) => wrestlerAsks(w, world, brandName)),
    ...uniqueById(world.brands).filter((b) => b.balance < 0).map((b) => budgetAsk(b, world)),
  ]);
  // Brands matter by themselves; a wrestler matters on the top card or with a title.
  const matters = (a: Ask) => a.dialog.kind === 'budget' || top.has(subjectOf(a));
  const weight = new Map(asks.map((a) => [a, a.severity + (a.severe ? 1 : 0) + (matters(a) ? 1 : 0)]));
  const decidedSet = new Set(decided);
  const pressing = asks
    .filter((a) => !decidedSet.has(a.dialog.key))
    .sort((a, b) => weight.get(b)! - weight.get(a)! || byKindThenWho(a.dialog, b.dialog));

  // Answered conversations keep their place in the week, so answering never pulls in more.
  const perTopic = new Map<DialogKind, number>();
  for (const key of decided) perTopic.set(kindOfKey(key), (perTopic.get(kindOfKey(key)) ?? 0) + 1);
  const heard: Ask[] = [];
  for (const ask of pressing) {
    if (decided.length + heard.length >= INBOX_LIMITS.weekly) break;
    const about = perTopic.get(ask.dialog.kind) ?? 0;
    if (about >= INBOX_LIMITS.perTopic) continue;
    perTopic.set(ask.dialog.kind, about + 1);
    heard.push(ask);
  }

  let urgent = 0;
  const dialogs = heard.map((ask): Dialog => {
    const critical = ask.severe && matters(ask) && urgent < INBOX_LIMITS.urgent;
    if (critical) urgent += 1;
    return { ...ask.dialog, urgency: critical ? 'critical' : 'warning' };
  });
  const order = new Map(heard.map((a, i) => [a.dialog.key, i]));
  dialogs.sort((a, b) => rank(a) - rank(b) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || order.get(a.key)! - order.get(b.key)!);
  return { dialogs, waiting: pressing.length - heard.length };
}

/** The open conversations of the week, as the inbox lists them. */
export const openDialogs = (world: DialogWorld): Dialog[] => weekInbox(world).dialogs;

const rank = (d: Dialog): number => (d.urgency === 'critical' ? 0 : 1);
const subjectOf = (a: Ask): number => Number(a.dialog.key.split('-')[1]);
const byKindThenWho = (a: Dialog, b: Dialog): number =>
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.who.localeCompare(b.who) || a.key.localeCompare(b.key);

function uniqueById<T extends { id: number }>(rows: readonly T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

function uniqueByKey(asks: readonly Ask[]): Ask[] {
  const seen = new Set<string>();
  return asks.filter((a) => !seen.has(a.dialog.key) && seen.add(a.dialog.key));
}

/** Champions of active titles, and the `topCard` highest-points signed wrestlers of each brand. */
function topCard(roster: readonly Stored<Wrestler>[], world: DialogWorld): Set<number> {
  const ids = new Set(world.championships.filter((c) => c.active).flatMap((c) => c.wrestlerIds));
  const byBrand = new Map<number, Stored<Wrestler>[]>();
  for (const w of roster) {
    if (w.status !== 'SIGNED') continue;
    for (const brand of w.brandIds.length ? w.brandIds : [0]) {
      const members = byBrand.get(brand) ?? [];
      members.push(w);
      byBrand.set(brand, members);
    }
  }
  for (const members of byBrand.values()) {
    members
      .sort((a, b) => readStat(b, 'points') - readStat(a, 'points') || a.id - b.id)
      .slice(0, INBOX_LIMITS.topCard)
      .forEach((w) => ids.add(w.id));
  }
  return ids;
}
