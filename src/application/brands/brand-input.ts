import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import { checkRecordFields } from '../../domain/fields';
import { BRAND_NAME_MAX, brandDescProblem, brandNameProblem } from '../../domain/rules/brand-limits';

/** What the brand form sends: a new brand without `id`, an edit with it. */
export interface BrandInput {
  id?: number;
  /** The brand as the form read it (issue 14): the save is refused if it changed since. */
  asRead?: Stored<Brand>;
  name: string;
  desc?: string;
  /** A wrestler, or null for no director. */
  directorId: number | null;
  /** CSS hex colours, `#rgb` or `#rrggbb`. */
  color: string;
  backgroundColor: string;
}

export type BrandField = 'name' | 'desc' | 'directorId' | 'color' | 'backgroundColor';
export type BrandErrors = Partial<Record<BrandField, string>>;

export const BrandMessages = {
  nameRequired: 'A brand needs a name.',
  nameTaken: (name: string) => `There is already a brand called ${name}.`,
  directorMissing: 'That director is not on any roster any more. Choose another.',
  colour: 'Use a hex colour such as #ffffff.',
} as const;

/** A save's brands are matched by name on import, so names stay short and unique (issue 34: refused past it, never cut). */
export const NAME_MAX = BRAND_NAME_MAX;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Rejected input, field by field, so the form can say what to fix beside each field. */
export class BrandInputError extends Error {
  override name = 'BrandInputError';
  constructor(readonly errors: BrandErrors) {
    super(Object.values(errors).join(' '));
  }
}

const FORM_FIELDS: readonly BrandField[] = ['name', 'desc', 'directorId', 'color', 'backgroundColor'];

/**
 * The checks that need no data: a name, and colours a browser can paint, in the form's words; then
 * the Brand table's field rules (issue 14: the same limits the CMS and save import apply), for any
 * field the form's own words did not already catch.
 */
export function checkBrandInput(input: BrandInput): BrandErrors {
  const errors: BrandErrors = {};
  if (input.name.trim() === '') errors.name = BrandMessages.nameRequired;
  // Issue 34: the limits in the player's words, before the table's rules word them for storage.
  const long = brandNameProblem(input.name);
  if (long) errors.name = long;
  const desc = input.desc === undefined ? null : brandDescProblem(input.desc);
  if (desc) errors.desc = desc;
  if (input.directorId !== null && !(Number.isInteger(input.directorId) && input.directorId > 0)) errors.directorId = BrandMessages.directorMissing;
  if (!HEX.test(input.color.trim())) errors.color = BrandMessages.colour;
  if (!HEX.test(input.backgroundColor.trim())) errors.backgroundColor = BrandMessages.colour;
  const tidy = tidyBrandInput(input);
  const fields = Object.fromEntries(FORM_FIELDS.filter((field) => tidy[field] !== undefined).map((field) => [field, tidy[field]]));
  for (const refusal of checkRecordFields('Brand', fields)) {
    const field = refusal.field as BrandField;
    errors[field] ??= `The ${field === 'desc' ? 'description' : field} ${refusal.limit}.`;
  }
  return errors;
}

/** Trimmed, the colours in lower case (a name past NAME_MAX is refused by checkBrandInput, not cut). */
export const tidyBrandInput = (input: BrandInput): BrandInput => ({
  ...input,
  name: input.name.trim(),
  desc: input.desc?.trim(),
  color: input.color.trim().toLowerCase(),
  backgroundColor: input.backgroundColor.trim().toLowerCase(),
});
