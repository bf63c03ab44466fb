import type { IsoDate } from '../../domain/entities/base';
import type { ChampionshipGender, ContractType, Gender, WrestlerStatus } from '../../domain/entities/enums';
import type { Wrestler } from '../../domain/entities/wrestler';
import { diffDays } from '../../domain/dates';
import { readStat } from '../../domain/rules/stats';
import type { Repositories } from '../ports/unit-of-work.port';
import { backstageWarnings, urgencyOf, type BackstageWarning } from './backstage-warnings';
import { forGameBrands, requireGame } from '../game';
import { isInRing, namesOf } from '../../domain/rules/roster';

export { BACKSTAGE_LIMITS, type BackstageWarning, type WarningKind } from './backstage-warnings';

/** The six statistics the Modifiers screen moves, as read (0..100). */
export interface ConditionStats {
  points: number;
  morale: number;
  popularity: number;
  charisma: number;
  stamina: number;
  damage: number;
}

/** One wrestler's condition and contract, as the backstage screen lists it. */
export interface BackstageRow extends ConditionStats {
  id: number;
  name: string;
  brandIds: number[];
  brandNames: string[];
  gender: Gender;
  status: WrestlerStatus;
  contractType: ContractType;
  contractExpires: IsoDate;
  /** Days from the game date to the expiry (0 = expires today, negative = overdue); null with no expiry. */
  daysLeft: number | null;
  remainingAppearances: number;
  goal: { id: number; name: string } | null;
  warnings: BackstageWarning[];
  /** Higher is more pressing; rows come sorted by it. */
  urgency: number;
  /** Issue 15: the return date ('' when fit) and what the injury is. */
  injuredUntil?: IsoDate;
  injury?: string;
}

export interface BackstageView {
  date: IsoDate;
  /** The brands a filter can offer: the game's own, or every brand when it runs all of them. */
  brands: { id: number; name: string }[];
  /** Active titles a wrestler may chase. */
  championships: { id: number; name: string; gender: ChampionshipGender }[];
  rows: BackstageRow[];
}

export const conditionOf = (w: Wrestler): ConditionStats => ({
  points: readStat(w, 'points'),
  morale: readStat(w, 'morale'),
  popularity: readStat(w, 'popularity'),
  charisma: readStat(w, 'charisma'),
  stamina: readStat(w, 'stamina'),
  damage: readStat(w, 'damage'),
});

/**
 * `/backstage` and `/modifiers`: every active in-ring wrestler of the game's brands with their
 * condition, contract and goal, most urgent first (then by name).
 */
export function createBackstageView({ repos }: { repos: Pick<Repositories, 'Game' | 'Brand' | 'Wrestler' | 'Championship'> }) {
  return async (): Promise<BackstageView> => {
    const game = await requireGame(repos);
    const [brands, wrestlers, championships] = await Promise.all([
      repos.Brand.all(),
      repos.Wrestler.all(),
      repos.Championship.all(),
    ]);
    const brandNames = namesOf(brands);
    const titles = new Map(championships.map((c) => [c.id, c.name]));
    const rows = forGameBrands(wrestlers, game)
      .filter((w) => isInRing(w) && !w.retired)
      .map((w): BackstageRow => {
        const daysLeft = w.contractExpires ? diffDays(game.date, w.contractExpires) : null;
        const goalId = w.goalIds.find((id) => titles.has(id));
        const row = {
          id: w.id,
          name: w.name,
          brandIds: w.brandIds,
          brandNames: brandNames(w.brandIds),
          gender: w.gender,
          status: w.status,
          contractType: w.contractType,
          contractExpires: w.contractExpires,
          daysLeft: Number.isFinite(daysLeft) ? daysLeft : null,
          remainingAppearances: w.remainingAppearances,
          goal: goalId === undefined ? null : { id: goalId, name: titles.get(goalId) ?? '' },
          ...conditionOf(w),
        };
        const warnings = backstageWarnings({ ...row, injuredUntil: w.injuredUntil, today: game.date });
        return { ...row, warnings, urgency: urgencyOf(warnings), injuredUntil: w.injuredUntil, injury: w.injury };
      })
      .sort((a, b) => b.urgency - a.urgency || b.damage - a.damage || a.morale - b.morale || a.name.localeCompare(b.name));
    return {
      date: game.date,
      brands: forGameBrands(
        brands.map((b) => ({ id: b.id, name: b.name, brandIds: [b.id] })),
        game,
      ).map(({ id, name }) => ({ id, name })),
      championships: championships
        .filter((c) => c.active)
        .map((c) => ({ id: c.id, name: c.name, gender: c.gender }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      rows,
    };
  };
}
