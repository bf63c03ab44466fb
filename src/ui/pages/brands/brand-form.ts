import type { BrandInput, BrandRow } from '../../../application/brands';

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

export const inputOf = (values: BrandFormValues, id?: number): BrandInput => ({
  ...(id !== undefined ? { id } : {}),
  name: values.name,
  desc: values.desc,
  directorId: values.directorId === '' ? null : Number(values.directorId),
  color: values.color,
  backgroundColor: values.backgroundColor,
});

/** `#abc` → `#aabbcc`, what a colour picker needs; anything unreadable → black. */
export function sixDigitHex(colour: string): string {
  const value = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return '#000000';
}
