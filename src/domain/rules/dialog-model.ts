import { addDays, sundayOf } from '../dates';
import type { IsoDate, Stored } from '../entities/base';
import type { Brand } from '../entities/brand';
import type { Championship } from '../entities/championship';
import type { Production } from '../entities/production';
import type { Wrestler } from '../entities/wrestler';
import type { DialogEffect } from './dialog-effects';

// The shapes, limits and amounts of the backstage conversations (src/domain/rules/dialogs.ts);
// why these numbers: docs/decisions-dialogs.md.

export const DIALOG_LIMITS = {
  /** Morale at or below: asks for a push (the backstage screen's "Low morale"). */
  lowMorale: 20,
  desperateMorale: 10,
  /** Damage at or above: asks for time off; critical from `severeDamage`. */
  hurtDamage: 40,
  severeDamage: 70,
  expiringDays: 30,
  fewAppearances: 4,
  /** A brand balance below this is critical. */
  deepDebt: -10_000,
} as const;

/**
 * How much of the week's backstage reaches the player (issue 13: a year in, 198 wrestlers were all
 * asking for time off, all urgent). The most pressing conversations of the week come first; the
 * week holds `weekly` of them (answered ones count, so answering never pulls in more), at most
 * `perTopic` about the same thing, and at most `urgent` are urgent at once.
 */
export const INBOX_LIMITS = {
  weekly: 8,
  perTopic: 3,
  urgent: 3,
  /** The highest-points wrestlers of each brand who count as its top card (with champions). */
  topCard: 5,
} as const;

export const DIALOG_AMOUNTS = {
  promiseMorale: 15,
  bonusMorale: 10,
  /** A bonus is this many appearances' pay, at least `minBonus`. */
  bonusAppearances: 10,
  minBonus: 500,
  refuseMorale: -5,
  renewAppearances: 52,
  renewDays: 365,
  raise: 0.1,
  renewMorale: 5,
  silentMorale: -5,
  rest: -25,
  workHurtMorale: -10,
  makeDoMorale: -10,
} as const;

export type DialogKind = 'budget' | 'rest' | 'renewal' | 'push';
export type DialogUrgency = 'critical' | 'warning';

export interface DialogOption {
  id: string;
  label: string;
  effects: DialogEffect[];
  /** Set on answers that cannot be taken back (a release): the screen asks first. */
  confirm?: string;
}

export interface Dialog {
  /** `kind-subjectId-week` (the Sunday of the game date's week): stable for the week. */
  key: string;
  kind: DialogKind;
  /** Who speaks, and what they are to the promotion ("Wrestler, North"). */
  who: string;
  /** Issue 35: the speaker's id when they are on the roster (a wrestler, a brand's director), for a link to their page. */
  speakerId?: number;
  role: string;
  /** What it is about, short: "Wants a push". */
  about: string;
  /** Critical only for a severe case of someone who matters (INBOX_LIMITS.urgent at most). */
  urgency: DialogUrgency;
  /** The last day it waits (the Saturday of its week); unanswered, it is gone the day after. */
  expires: IsoDate;
  /** What they say. */
  lines: string[];
  options: DialogOption[];
}

export interface DialogWorld {
  date: IsoDate;
  /** The game's active in-ring wrestlers (signed or not). */
  roster: readonly Stored<Wrestler>[];
  /** The game's brands. */
  brands: readonly Stored<Brand>[];
  /** Everyone, to name brand directors. */
  people: readonly Stored<Wrestler>[];
  championships: readonly Stored<Championship>[];
  productions: readonly Stored<Production>[];
  /** Keys already decided (Game.decidedDialogs). */
  decided: readonly string[];
}

export const dialogKey = (kind: DialogKind, subjectId: number, date: IsoDate): string => `${kind}-${subjectId}-${sundayOf(date)}`;

/** The Saturday that ends the date's week: the day its conversations expire. */
export const weekEnd = (date: IsoDate): IsoDate => addDays(sundayOf(date), 6);

const KEY = /^(budget|rest|renewal|push)-\d+-(\d{4}-\d{2}-\d{2})$/;

/**
 * The decided keys of the game date's week, each once: the only ones worth keeping. Whatever else a
 * save carries (older weeks, duplicates, junk from an import) is dropped when read.
 */
export const keysOfWeek = (keys: unknown, date: IsoDate): string[] => {
  const week = sundayOf(date);
  const list = Array.isArray(keys) ? keys : [];
  return [...new Set(list.filter((key): key is string => typeof key === 'string' && KEY.exec(key)?.[2] === week))];
};

/** The kind a key names (keys are `kind-subjectId-week`). */
export const kindOfKey = (key: string): DialogKind => key.slice(0, key.indexOf('-')) as DialogKind;
