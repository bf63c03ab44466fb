import type { Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { DAMAGE_RECOVERY, heal } from '../../domain/rules/calendar';
import { boost, penalty } from '../../domain/rules/results';
import { clearGoals, setGoal } from '../../domain/rules/status';
import { isPushLevel, PUSH_LABELS, PUSH_LEVELS } from '../../domain/rules/living/skills';
import type { Repositories } from '../ports/unit-of-work.port';
import type { UseCaseDeps } from '../deps';

type Deps = Pick<UseCaseDeps, 'unitOfWork'>;

/** The per-wrestler actions of SPEC §7: penalty and boost (reading B), goals, healing. */
export function createWrestlerActions({ unitOfWork }: Deps) {
  // Read and write in one unit of work so two quick clicks never lose one of the changes.
  const change = (
    wrestlerId: number,
    next: (w: Stored<Wrestler>) => Stored<Wrestler>,
    check: (tx: Repositories) => Promise<void> = async () => undefined,
  ) =>
    unitOfWork.run(async (tx) => {
      await check(tx);
      const wrestler = await tx.Wrestler.get(wrestlerId);
      if (!wrestler) throw new CatalogueError(ErrorMessages.recordNotFound(wrestlerId, 'Wrestler'));
      const { id: _id, ...fields } = next(wrestler);
      return tx.Wrestler.update(wrestler.id, fields);
    });

  return {
    /** Win effects of reading B: morale, popularity, charisma, stamina and points +1, damage -1. */
    boost: (wrestlerId: number) => change(wrestlerId, (w) => boost(w) as Stored<Wrestler>),
    /** Loss effects of reading B: points, morale, popularity and stamina -1, damage +1. */
    penalty: (wrestlerId: number) => change(wrestlerId, (w) => penalty(w) as Stored<Wrestler>),
    /** SPEC §4 "Goals": one championship to chase. */
    setGoal: (wrestlerId: number, championshipId: number) =>
      change(
        wrestlerId,
        (w) => setGoal(w, championshipId),
        async (tx) => {
          if (!(await tx.Championship.get(championshipId))) {
            throw new CatalogueError(ErrorMessages.recordNotFound(championshipId, 'Championship'));
          }
        },
      ),
    clearGoals: (wrestlerId: number) => change(wrestlerId, clearGoals),
    /**
     * Issue 35: the push the player gives a wrestler (one of the five levels); read and written in
     * one unit of work. Anything else is refused before anything is read.
     */
    setPush: (wrestlerId: number, push: string) => {
      if (!isPushLevel(push)) return Promise.reject(new CatalogueError(PushMessages.unknown(push)));
      return change(wrestlerId, (w) => ({ ...w, push }));
    },
    /** Takes damage off one wrestler (0.5 by default, the per-advance recovery), never below 0. */
    reduceDamage: (wrestlerId: number, amount: number = DAMAGE_RECOVERY) =>
      change(wrestlerId, (w) => ({ ...w, damage: Math.max(0, w.damage - Math.max(0, amount)) })),
    /** Healing over time: every wrestler recovers 0.5 damage, never below 0. */
    healAll: (): Promise<Stored<Wrestler>[]> =>
      unitOfWork.run(async (tx) => {
        const wrestlers = await tx.Wrestler.all();
        const healed = wrestlers.map(heal);
        await tx.Wrestler.bulkPut(healed.filter((w, i) => w.damage !== wrestlers[i].damage));
        return healed;
      }),
  };
}

export const PushMessages = {
  unknown: (push: string) =>
    `“${push}” is not a push: choose one of ${PUSH_LEVELS.map((level) => PUSH_LABELS[level].toLowerCase()).join(', ')}.`,
} as const;
