// Console messages SPEC §8 lists in prose ("Other console logs") without exact words. The catalogued
// ones (`Segment not found.`, `Segment ID is required`, …) come from src/domain/errors.ts.
export const SegmentLogMessages = {
  gameNotFound: 'Game not found',
  wrestlersNotFound: 'Wrestlers not found',
  wrestlerNotFound: 'Wrestler not found',
  appearanceNotFound: 'Appearance not found',
  factionOrSegmentNotFound: 'Faction or segment not found',
  championshipOrSegmentNotFound: 'Championship or segment not found',
  groupOrSegmentRequired: 'Group id or segment id required',
  unknownSegmentType: (type: string) => `Unknown segment type ${type}`,
  segmentNotInProduction: 'Segment is not part of this production',
  runningOrderMismatch: 'The new running order must list exactly the production\'s segments',
} as const;
