/**
 * The same record, field by field (plain objects, arrays and primitives, as every entity is). A key
 * holding `undefined` counts as a difference: at worst a row is written that did not need to be.
 * Pure, so the application's as-read checks (issue 14) and the write-behind batch share it.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const [recordA, recordB] = [a as Record<string, unknown>, b as Record<string, unknown>];
  // A loop, not `every` with a closure: the batch compares the whole roster a few times a week.
  for (const key of keysA) if (!Object.hasOwn(recordB, key) || !sameRecord(recordA[key], recordB[key])) return false;
  return true;
}
