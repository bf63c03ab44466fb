import type { BrandInput, BrandRow } from '../../../application/brands';
import type { Stored } from '../../../domain/entities/base';
import type { Brand } from '../../../domain/entities/brand';

/** What the form edits: text fields as typed, the director as the select's value ('' = none). */
export interface BrandFormValues {
  name: string;
  desc: string;
  directorId: string;
  color: string;
  backgroundColor: string;
}

export const NEW_BRAND: BrandFormValues = { name: '', desc: '', directorId: '', color: '#ffffff', backgroundColor: '#81323a' };

export const formValuesOf = (brand: BrandRow): BrandFormValues => ({
  name: brand.name,
  desc: brand.desc,
  directorId: brand.director ? String(brand.director.id) : '',
  color: brand.color,
  backgroundColor: brand.backgroundColor,
});

/** The form of a brand record as stored (after "Reload", issue 14). */
export const formValuesOfRecord = (brand: Stored<Brand>): BrandFormValues => ({
  name: brand.name,
  desc: brand.desc,
  directorId: brand.directorId === null ? '' : String(brand.directorId),
  color: brand.color,
  backgroundColor: brand.backgroundColor,
});

/** What the form sends; an edit carries the brand as the form read it, so a stale save is refused. */
export const inputOf = (values: BrandFormValues, id?: number, asRead?: Stored<Brand>): BrandInput => ({
  ...(id !== undefined ? { id } : {}),
  ...(asRead ? { asRead } : {}),
  name: values.name,
  desc: values.desc,
  directorId: values.directorId === '' ? null : Number(values.directorId),
  color: values.color,
  backgroundColor: values.backgroundColor,
});

/** "Overwrite anyway": the record as it is now with only the player's changed fields on top. */
export const overwriteInput = (current: Stored<Brand>, changes: Partial<Brand>): BrandInput => ({
  ...inputOf(formValuesOfRecord(current), current.id, current),
  ...(changes.name !== undefined ? { name: changes.name } : {}),
  ...(changes.desc !== undefined ? { desc: changes.desc } : {}),
  ...(changes.directorId !== undefined ? { directorId: changes.directorId } : {}),
  ...(changes.color !== undefined ? { color: changes.color } : {}),
  ...(changes.backgroundColor !== undefined ? { backgroundColor: changes.backgroundColor } : {}),
});

/** `#abc` → `#aabbcc`, what a colour picker needs; anything unreadable → black. */
export function sixDigitHex(colour: string): string {
  const value = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}
