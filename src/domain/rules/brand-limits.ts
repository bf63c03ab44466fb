import { LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS } from '../fields/limits';
import { formatNumber as plain } from '../format';

// Issue 34: what the brand form may store, in the player's words. Never wider than the Brand
// table's field rules (`fields/table-rules.ts`: a name of at most 200 characters, a description of
// at most 5,000) that both repositories apply, so a brand the form accepts is one storage accepts.

/** A save's brands are matched by name on import, so names stay short and unique. */
export const BRAND_NAME_MAX = Math.min(60, NAME_MAX_CHARS);
export const BRAND_DESC_MAX = LONG_TEXT_MAX_CHARS;

/** Why a brand's name (as typed; it is stored trimmed) cannot be stored, or null. Blank names are the form's to word. */
export function brandNameProblem(name: string): string | null {
  const length = name.trim().length;
  return length <= BRAND_NAME_MAX ? null : `A brand's name holds at most ${plain(BRAND_NAME_MAX)} characters (this one has ${plain(length)}).`;
}

/** Why a brand's description (stored trimmed) cannot be stored, or null. */
export function brandDescProblem(desc: string): string | null {
  const length = desc.trim().length;
  return length <= BRAND_DESC_MAX ? null : `A description holds at most ${plain(BRAND_DESC_MAX)} characters (this one has ${plain(length)}).`;
}
