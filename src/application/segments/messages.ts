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

type Fill = { needed: number; booked: number; fit: number };

/** "a Tag Team", "an Iron man"; an undecided segment is "a match". */
const aKind = (name: string | null): string => (name === null ? 'a match' : `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`);

/** Issue 13: why a drawn segment would run short (card-shortfalls.ts), one per FillProblem. */
export const FillMessages = {
  TOO_FEW_ELIGIBLE: (kind: string | null, { needed, fit }: Fill) => `Not enough eligible wrestlers: ${aKind(kind)} needs ${needed}, ${fit} fit.`,
  EMPTY: (kind: string | null, { needed }: Fill) => `Nobody is booked yet: ${aKind(kind)} needs ${needed}. Randomise can fill it.`,
  SHORT: (kind: string | null, { needed, booked }: Fill) =>
    `Only ${booked} of the ${needed} wrestlers ${aKind(kind)} needs ${booked === 1 ? 'is' : 'are'} booked.`,
} as const;

/** Issue 33: one wrestler appears at most once on a card. */
export const BookingMessages = {
  alreadyOnCard: (name: string, position: number, kindName: string) =>
    `${name || 'This wrestler'} is already on this card, in segment ${position} (${kindName}): a wrestler appears once a night. Take them out of segment ${position} first.`,
} as const;
