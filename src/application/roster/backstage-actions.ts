import type { Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { DAMAGE_RECOVERY } from '../../domain/rules/calendar';
import { boost, penalty } from '../../domain/rules/results';
import { readStat } from '../../domain/rules/stats';
import type { UseCaseDeps } from '../deps';
import { conditionOf, type ConditionStats } from './backstage-view';

export type Modifier = 'boost' | 'penalty';

/** One wrestler's six statistics before and after an action, as read (0..100). */
export interface StatChange {
  id: number;
  name: string;
  before: ConditionStats;
  after: ConditionStats;
}

export interface DamageChange {
  id: number;
  name: string;
  /** Damage as read (0..100). */
  before: number;
  after: number;
}

const apply: Record<Modifier, (w: Wrestler) => Wrestler> = { boost, penalty };

const lessDamage = (w: Stored<Wrestler>, amount: number): Stored<Wrestler> => ({
  ...w,
  damage: Math.max(0, w.damage - Math.max(0, amount)),
});

const damageChange = (before: Stored<Wrestler>, after: Stored<Wrestler>): DamageChange => ({
  id: before.id,
  name: before.name,
  before: readStat(before, 'damage'),
  after: readStat(after, 'damage'),
});

/**
 * The backstage and Modifiers actions, each reporting what it changed. Every call is one unit of
 * work: a boost of twenty wrestlers either lands for all of them or for none.
 */
export function createBackstageActions({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return {
    /** Reading B (DESIGN §3) on several wrestlers at once; an unknown id rejects and writes nothing. */
    modify: (modifier: Modifier, wrestlerIds: readonly number[]): Promise<StatChange[]> =>
      unitOfWork.run(async (tx) => {
        const ids = [...new Set(wrestlerIds)];
        const wrestlers = await tx.Wrestler.getMany(ids);
        const missing = ids.find((id) => !wrestlers.some((w) => w.id === id));
        if (missing !== undefined) throw new CatalogueError(ErrorMessages.recordNotFound(missing, 'Wrestler'));
        const changed = wrestlers.map((w) => ({ ...apply[modifier](w), id: w.id }));
        await tx.Wrestler.bulkPut(changed);
        return wrestlers.map((w, i) => ({ id: w.id, name: w.name, before: conditionOf(w), after: conditionOf(changed[i]) }));
      }),

    /** Takes `amount` damage (0.5 by default, a day advance's recovery) off one wrestler, never below 0. */
    healOne: (wrestlerId: number, amount: number = DAMAGE_RECOVERY): Promise<DamageChange> =>
      unitOfWork.run(async (tx) => {
        const wrestler = await tx.Wrestler.get(wrestlerId);
        if (!wrestler) throw new CatalogueError(ErrorMessages.recordNotFound(wrestlerId, 'Wrestler'));
        const healed = lessDamage(wrestler, amount);
        if (healed.damage !== wrestler.damage) await tx.Wrestler.bulkPut([healed]);
        return damageChange(wrestler, healed);
      }),

    /** The same for every wrestler of the save; reports only those whose damage went down, by name. */
    healEveryone: (amount: number = DAMAGE_RECOVERY): Promise<DamageChange[]> =>
      unitOfWork.run(async (tx) => {
        const wrestlers = await tx.Wrestler.all();
        const healed = wrestlers.map((w) => lessDamage(w, amount));
        const changed = healed.filter((w, i) => w.damage !== wrestlers[i].damage);
        await tx.Wrestler.bulkPut(changed);
        return wrestlers
          .flatMap((w, i) => (healed[i].damage !== w.damage ? [damageChange(w, healed[i])] : []))
          .sort((a, b) => a.name.localeCompare(b.name));
      }),
  };
}

export type BackstageActions = ReturnType<typeof createBackstageActions>;
