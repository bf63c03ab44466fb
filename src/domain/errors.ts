// SPEC §8: the error catalogue, word for word. One module, so every layer shows the same text.
export const ErrorMessages = {
  invalidId: 'Invalid id provided.',
  recordNotFound: (id: number | string, table: string) => `Record with id ${id} not found in table ${table}`,
  segmentNotFound: 'Segment not found.',
  noMatchingWrestler: 'No matching wrestler found, no winner assigned.',
  noItemSelected: 'No item selected. Invalid weights or items array.',
  errorCompletingProduction: 'Error completing production',
  notADexieExport: 'Given file is not a dexie export',
  formatVersionNotSupported: (version: unknown) => `Format version ${String(version)} not supported`,
  noData: 'No data in export file',
  missingDatabaseName: 'Missing databaseName in export file',
  missingDatabaseVersion: 'Missing databaseVersion in export file',
  missingTables: 'Missing tables in export file',
  nameDiffers: 'Name differs...',
  versionDiffers: 'Database version differs...',
  tableMissing: (table: string) => `Exported table ${table} is missing in installed database`,
  primaryKeyDiffers: (table: string) => `Primary key differs for table ${table}`,
} as const;

// Logged warnings of SPEC §8.
export const WarningMessages = {
  productionNotFound: 'Production not found',
  segmentsNotFound: 'Segments not found',
  segmentIdRequired: 'Segment ID is required',
  segmentNotFound: 'Segment not found',
  noAppearancesForChampionship: 'No appearances provided for championship check',
  noChampionshipsFound: 'No championships found',
} as const;

/** An error whose message comes from the catalogue. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

/** What a failure says: an Error's message, or whatever else was thrown as text. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
