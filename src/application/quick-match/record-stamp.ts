import type { Wrestler } from '../../domain/entities/wrestler';

/** The fields a result changes (SPEC §4 reading A). */
export const RECORD_FIELDS = [
  'wins', 'losses', 'draws', 'streak', 'remainingAppearances', 'followers',
  'points', 'morale', 'stamina', 'popularity', 'charisma', 'damage',
] as const satisfies readonly (keyof Wrestler)[];

export type RecordFields = Pick<Wrestler, (typeof RECORD_FIELDS)[number]>;

export const recordFields = (wrestler: Wrestler): RecordFields =>
  Object.fromEntries(RECORD_FIELDS.map((field) => [field, wrestler[field]])) as RecordFields;

/**
 * A short fingerprint of everything a simulation reads from its wrestlers (their records, style
 * and alignment). Two equal stamps mean the same seed replays the same match; applying refuses a
 * result whose stamp no longer matches, so a result is never written twice or onto newer records.
 */
export function recordStamp(wrestlers: readonly Wrestler[]): string {
  const text = JSON.stringify(wrestlers.map((w) => [w.id, w.alignment, w.class, ...RECORD_FIELDS.map((f) => w[f])]));
  // FNV-1a, 32 bits: small enough for a URL, and a change in any field changes it.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
