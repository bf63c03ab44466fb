/**
 * A deep copy of a record made only of plain objects, arrays and primitives (what every entity
 * is), frozen all the way down. The batch hands out the rows it holds instead of a clone per read
 * (a week reads the roster dozens of times); frozen, a caller that mutated one would throw at once
 * instead of silently changing what the batch later writes. A frozen value is taken as one of
 * those rows (or a part of one) and kept as it is.
 */
export function frozenCopy<T>(value: T): T {
  // Already frozen: one of the batch's own rows (or a part of one), deep-frozen when it was made.
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return Object.freeze(value.map((item: unknown) => frozenCopy(item))) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = frozenCopy((value as Record<string, unknown>)[key]);
  return Object.freeze(copy) as T;
}

/** Freezes, in place, a record that nobody else holds (fresh from storage). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

// The one comparison lives in the domain, shared with the completion's commit check (issue 14).
export { sameRecord } from '../../domain/entities/record-conflict';
