/**
 * Issue 14: the largest id a record may carry, imported or created. IndexedDB's key generator stops
 * at 2^53 and never goes back (a table's `clear()` keeps it), so one imported id near that ceiling
 * would make every later insert of its table fail. 2^31 − 1 leaves room for billions of records of
 * play beyond it and keeps ids exact in every number type a tool might read them into.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id: a whole number from 1 to MAX_RECORD_ID. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;

/**
 * Issue 34: the largest id a save may bring in. A file whose ids reached MAX_RECORD_ID imported, then
 * the next production could not be created ("No id is left…"); ten million ids under the bound leave
 * room for decades of play after any import.
 */
export const MAX_IMPORTED_RECORD_ID = MAX_RECORD_ID - 10_000_000;
