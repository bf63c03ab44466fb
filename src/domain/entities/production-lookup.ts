import type { IsoDate } from './base';
import { LOOKUP_KEY_MAX_CHARS } from '../fields/limits';
import { FIGURES_PREFIX, figuresKey, productionFigures, type FiguresSource } from './production-figures';

// Issue 19: a production is found through one list of lookup keys (the Production table's
// multi-entry index `*lookupKeys`), each a prefix followed by the production's date, so one prefix
// reads in date order, a page at a time, and counts without reading a row:
//   done:DATE, open:DATE              completed, or still booking
//   show:ID:DATE, brand:ID:DATE       its show, each of its brands
//   wrestler:ID:DATE                  everybody on a played card (from `played`)
//   figures:DATE:[…]                  what /ratings charts of a completed one (production-figures.ts),
//                                     read from the index's keys alone, no row
// Storage derives the keys on every write (derived-fields.ts): no use case sets them.

export const LOOKUP = {
  done: 'done:',
  open: 'open:',
  show: (showId: number) => `show:${showId}:`,
  brand: (brandId: number) => `brand:${brandId}:`,
  wrestler: (wrestlerId: number) => `wrestler:${wrestlerId}:`,
  figures: FIGURES_PREFIX,
} as const;

/** What the keys are made of (loosely typed: an imported row may lack any of it). */
export type LookupSource = FiguresSource;

const ids = (values: unknown): number[] => (Array.isArray(values) ? values.filter((v): v is number => typeof v === 'number') : []);

export function productionLookupKeys(source: LookupSource): string[] {
  const { date, complete, showId, brandIds, played } = source;
  const day = typeof date === 'string' ? date : '';
  const keys = new Set<string>([`${complete === true ? LOOKUP.done : LOOKUP.open}${day}`]);
  if (typeof showId === 'number') keys.add(`${LOOKUP.show(showId)}${day}`);
  for (const id of ids(brandIds)) keys.add(`${LOOKUP.brand(id)}${day}`);
  if (complete === true && Array.isArray(played)) {
    for (const segment of played) for (const person of segment?.cast ?? []) keys.add(`${LOOKUP.wrestler(person.wrestlerId)}${day}`);
  }
  const figures = productionFigures(source);
  // A card too long for a key a save may hold keeps none: /ratings reads that production whole.
  const figuresText = figures ? figuresKey(figures) : null;
  if (figuresText !== null && figuresText.length <= LOOKUP_KEY_MAX_CHARS) keys.add(figuresText);
  return [...keys];
}

/** The lowest and highest key of a prefix between two dates (both included; a date may carry a time of day). */
export function lookupBounds(prefix: string, from: IsoDate = '', to?: IsoDate): [string, string] {
  return [`${prefix}${from}`, `${prefix}${to === undefined ? '' : to}\uffff`];
}
