import type { BrandChoice } from '../../../application/new-game';
import { DEFAULT_DIFFICULTY } from '../../../domain/entities/promotion';
import {
  DEFAULT_DAYS_PER_STEP,
  DEFAULT_RULE_SET,
  daysPerStepProblem,
  type NewGameOptions,
} from '../../../application/new-game';
import type { Difficulty, Gender, RuleSet } from '../../../domain/entities/enums';
import { parseDecimal } from '../../../domain/fields/decimal';

/** Issue 14: plain decimal only ("0x10" or "1e1" is not a number of days); NaN fails the range check. */
const daysOf = (days: string): number => parseDecimal(days.trim()) ?? NaN;

/** The form as typed: days stay text until Start, so a half-typed number is not rejected early. */
export interface NewGameFormValues {
  brandIds: number[];
  gender: Gender;
  days: string;
  tutorials: boolean;
  /** Issue 15: the rules the game plays by (living first and chosen). */
  rules: RuleSet;
  /** Issue 18: the promotion run, a company id as text, or EVERY_PROMOTION (brandIds then count). */
  promotion: string;
  difficulty: Difficulty;
}

/** The promotion picker's value for "every promotion (sandbox, no rivals)". */
export const EVERY_PROMOTION = 'every';

/** The seed's promotions (companies owning a brand), in company id order (AWE first), with their brands. */
export function promotionsOf(brands: readonly BrandChoice[]): { companyId: number; name: string; brandIds: number[]; brandNames: string[] }[] {
  const byId = new Map<number, { companyId: number; name: string; brandIds: number[]; brandNames: string[] }>();
  for (const brand of brands) {
    if (brand.companyId === null) continue;
    const promotion = byId.get(brand.companyId) ?? { companyId: brand.companyId, name: brand.company, brandIds: [], brandNames: [] };
    promotion.brandIds.push(brand.id);
    promotion.brandNames.push(brand.name);
    byId.set(brand.companyId, promotion);
  }
  return [...byId.values()].sort((a, b) => a.companyId - b.companyId);
}

/** The brands the form shows ticked: the chosen promotion's, or the player's own ticks for every promotion. */
export function tickedBrands(values: Pick<NewGameFormValues, 'promotion' | 'brandIds'>, brands: readonly BrandChoice[]): number[] {
  if (values.promotion === EVERY_PROMOTION) return values.brandIds;
  return brands.filter((brand) => String(brand.companyId) === values.promotion).map((brand) => brand.id);
}

/** The form's first values: the first promotion (AWE in the seed) when there is one. */
export const initialFormValues = (brands: readonly BrandChoice[] = []): NewGameFormValues => ({
  promotion: String(promotionsOf(brands)[0]?.companyId ?? EVERY_PROMOTION),
  difficulty: DEFAULT_DIFFICULTY,
  brandIds: [],
  gender: 'MALE',
  days: String(DEFAULT_DAYS_PER_STEP),
  tutorials: true,
  rules: DEFAULT_RULE_SET,
});

/** The message under the days field, or null when the value can be used. */
export function daysProblem(days: string): string | null {
  if (days.trim() === '') return 'Enter how many days the calendar moves per step.';
  return daysPerStepProblem(daysOf(days));
}

export function toOptions(values: NewGameFormValues): NewGameOptions | null {
  if (daysProblem(values.days)) return null;
  const every = values.promotion === EVERY_PROMOTION;
  return {
    // With a promotion, the new game takes its brands from the seed (start-new-game).
    brandIds: every ? [...values.brandIds].sort((a, b) => a - b) : [],
    gender: values.gender,
    amountOfDays: daysOf(values.days),
    tutorials: values.tutorials,
    rules: values.rules,
    companyId: every ? null : Number(values.promotion),
    difficulty: values.difficulty,
  };
}

/** What `/setup/setup` hands to `/start` in the router state. */
export interface StartState {
  newGame: NewGameOptions;
}

/** The choices carried to `/start`, or null when the page was opened some other way. */
export function readStartState(state: unknown): NewGameOptions | null {
  const options = (state as Partial<StartState> | null)?.newGame;
  if (!options || !Array.isArray(options.brandIds) || typeof options.amountOfDays !== 'number') return null;
  return options;
}
