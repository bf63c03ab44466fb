import { addDays, diffDays, isIsoDate } from '../../domain/dates';
import type { IsoDate } from '../../domain/entities/base';
import { DRAFT_CONTRACT_DAYS } from '../../domain/entities/draft';
import { ContractType } from '../../domain/entities/enums';
import { DEFAULT_APPEARANCES } from '../../domain/entities/wrestler';
import type { DraftPick } from '../../domain/machines/draft.machine';

/**
 * The draft form of SPEC §2 as the player fills it in. A number is `null` when its box is empty
 * (and NaN when it holds something that is no number), so each gets its own message.
 */
export interface DraftFormValues {
  startDate: string;
  endDate: string;
  costPerAppearance: number | null;
  pick: number | null;
  brandId: number | null;
  wrestlerId: number | null;
  amountOfAppearances: number | null;
  contractType: string;
  complete: boolean;
}

export type DraftField = keyof DraftFormValues;
export type DraftProblems = Partial<Record<DraftField, string>>;

/** SPEC §5: a cost with no wrestler chosen yet. */
export const DEFAULT_DRAFT_COST = 100;
// Bounds that keep a total (appearances × cost) a sane amount of money; SPEC §5 gives none.
export const MAX_APPEARANCES = 1_000;
export const MAX_COST_PER_APPEARANCE = 10_000_000;
export const CONTRACT_TYPES = Object.values(ContractType);

/** SPEC §5 defaults: from the game date for 400 days, pick 1, 52 appearances, FULL, cost 100. */
export const draftFormDefaults = (gameDate: IsoDate): DraftFormValues => ({
  startDate: gameDate,
  endDate: gameDate ? addDays(gameDate, DRAFT_CONTRACT_DAYS) : '',
  costPerAppearance: DEFAULT_DRAFT_COST,
  pick: 1,
  brandId: null,
  wrestlerId: null,
  amountOfAppearances: DEFAULT_APPEARANCES,
  contractType: 'FULL',
  complete: false,
});

/** What the form knows of the stored world, for the checks a value alone cannot make. */
export interface DraftFormContext {
  brandIds: ReadonlySet<number>;
  wrestlerIds: ReadonlySet<number>;
  /** Wrestlers already in an incomplete draft, with its pick number. */
  pendingPickOf: ReadonlyMap<number, number>;
  nameOf?: (wrestlerId: number) => string | undefined;
}

function wholeProblem(value: number | null, what: string, min: number, max: number): string | undefined {
  if (value === null) return `Enter ${what}.`;
  if (!Number.isFinite(value)) return `${capital(what)} must be a number.`;
  if (!Number.isInteger(value) || value < min || value > max) {
    return `${capital(what)} must be a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  }
  return undefined;
}

const capital = (text: string) => text.replace(/^(a|an|the) /, '').replace(/^./, (c) => c.toUpperCase());

function costProblem(cost: number | null): string | undefined {
  if (cost === null) return 'Enter a cost per appearance.';
  if (!Number.isFinite(cost)) return 'The cost must be an amount of dollars.';
  if (cost < 0) return 'The cost cannot be negative.';
  if (cost > MAX_COST_PER_APPEARANCE) return `The cost cannot be more than $${MAX_COST_PER_APPEARANCE.toLocaleString('en-US')}.`;
  if (Math.abs(cost * 100 - Math.round(cost * 100)) > 1e-6) return 'The cost cannot have fractions of a cent.';
  return undefined;
}

function dateProblems(start: string, end: string): DraftProblems {
  const problems: DraftProblems = {};
  if (!isIsoDate(start)) problems.startDate = 'Enter a start date.';
  if (!isIsoDate(end)) problems.endDate = 'Enter an end date.';
  else if (!problems.startDate && diffDays(start, end) <= 0) problems.endDate = 'The end date must come after the start date.';
  return problems;
}

function selectionProblems(values: DraftFormValues, context: DraftFormContext): DraftProblems {
  const problems: DraftProblems = {};
  if (values.brandId === null) problems.brandId = 'Choose one brand.';
  else if (!context.brandIds.has(values.brandId)) problems.brandId = 'That brand no longer exists. Choose another.';
  if (values.wrestlerId === null) problems.wrestlerId = 'Choose one wrestler.';
  else if (!context.wrestlerIds.has(values.wrestlerId)) problems.wrestlerId = 'That wrestler no longer exists. Choose another.';
  else {
    const pick = context.pendingPickOf.get(values.wrestlerId);
    const name = context.nameOf?.(values.wrestlerId) ?? 'This wrestler';
    if (pick !== undefined) problems.wrestlerId = `${name} is already in a pending draft (pick ${pick}). Remove that draft first.`;
  }
  return problems;
}

/** Every problem of the form, by field; empty when it can be saved. */
export function draftFormProblems(values: DraftFormValues, context: DraftFormContext): DraftProblems {
  const problems: DraftProblems = {
    ...dateProblems(values.startDate, values.endDate),
    ...selectionProblems(values, context),
  };
  const cost = costProblem(values.costPerAppearance);
  if (cost) problems.costPerAppearance = cost;
  const pick = wholeProblem(values.pick, 'a pick number', 1, 10_000);
  if (pick) problems.pick = pick;
  const appearances = wholeProblem(values.amountOfAppearances, 'the amount of appearances', 1, MAX_APPEARANCES);
  if (appearances) problems.amountOfAppearances = appearances;
  if (!CONTRACT_TYPES.includes(values.contractType as ContractType)) problems.contractType = 'Choose a contract type.';
  return problems;
}

/** The machine's pick for a form without problems (check `draftFormProblems` first). */
export const pickOf = (values: DraftFormValues): DraftPick => ({
  wrestlerId: values.wrestlerId!,
  brandId: values.brandId!,
  pick: values.pick!,
  amountOfAppearances: values.amountOfAppearances!,
  contractType: values.contractType as ContractType,
  startDate: values.startDate,
  endDate: values.endDate,
  costPerAppearance: values.costPerAppearance!,
  complete: values.complete,
});
