import type { ContractTerms } from '../../../application/contracts';
import { CONTRACT_LIMITS } from '../../../domain/rules/living/contract-terms';
import { formatNumber as plain } from '../../../domain/format';

/** The offer form as typed (strings), and the brand for a free agent. */
export interface OfferValues {
  brandId: string;
  cost: string;
  appearances: string;
  weeks: string;
  contractType: ContractTerms['contractType'];
}

export type OfferErrors = Partial<Record<keyof OfferValues, string>>;

export const offerValuesOf = (terms: ContractTerms, brandId = ''): OfferValues => ({
  brandId,
  cost: String(terms.cost),
  appearances: String(terms.appearances),
  weeks: String(terms.weeks),
  contractType: terms.contractType,
});

const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The terms of a valid form, or what is wrong with each field (messages say what to type). */
export function readOffer(values: OfferValues, needsBrand: boolean): { terms: ContractTerms; brandId?: number } | { errors: OfferErrors } {
  const errors: OfferErrors = {};
  const cost = whole(values.cost.replace(/[$,]/g, ''));
  const appearances = whole(values.appearances);
  const weeks = whole(values.weeks);
  // Issue 34: the same bounds as the use case, said next to the field before anything is offered.
  if (!(cost >= CONTRACT_LIMITS.minCost && cost <= CONTRACT_LIMITS.maxCost))
    errors.cost = `Type whole dollars per appearance, between $${plain(CONTRACT_LIMITS.minCost)} and $${plain(CONTRACT_LIMITS.maxCost)}.`;
  if (!(appearances >= 1 && appearances <= CONTRACT_LIMITS.maxAppearances))
    errors.appearances = `Type a whole number of appearances, from 1 to ${plain(CONTRACT_LIMITS.maxAppearances)}.`;
  if (!(weeks >= CONTRACT_LIMITS.minWeeks && weeks <= CONTRACT_LIMITS.maxWeeks))
    errors.weeks = `Type a whole number of weeks from ${CONTRACT_LIMITS.minWeeks} to ${CONTRACT_LIMITS.maxWeeks}.`;
  if (needsBrand && !values.brandId) errors.brandId = 'Choose the brand they sign for.';
  if (Object.keys(errors).length > 0) return { errors };
  return { terms: { cost, appearances, weeks, contractType: values.contractType }, brandId: needsBrand ? Number(values.brandId) : undefined };
}

/** Issue 34: each field's limits, shown under it (the same bounds readOffer and the use case apply). */
export const OFFER_HINTS = {
  cost: `From $${plain(CONTRACT_LIMITS.minCost)} to $${plain(CONTRACT_LIMITS.maxCost)}.`,
  appearances: `From 1 to ${plain(CONTRACT_LIMITS.maxAppearances)}.`,
  weeks: `From ${CONTRACT_LIMITS.minWeeks} to ${CONTRACT_LIMITS.maxWeeks}.`,
} as const;

/** "$1,050 per appearance, 52 appearances over 52 weeks, full-time". */
export function termsText(terms: ContractTerms, money: (n: number) => string): string {
  const type = { FULL: 'full-time', PART: 'part-time', GUEST: 'guest' }[terms.contractType];
  return `${money(terms.cost)} per appearance, ${terms.appearances} ${terms.appearances === 1 ? 'appearance' : 'appearances'} over ${terms.weeks} weeks, ${type}`;
}
