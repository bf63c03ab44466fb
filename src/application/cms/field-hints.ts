import { segmentKinds } from '../../domain/catalog/segment-kinds';
import { ENUM_FIELDS } from '../../domain/entities/enum-fields';
import type { TableName } from '../../domain/entities/tables';
import { productionTutorialSteps } from '../../domain/machines/guided-tutorial-steps';

// What a factory's default cannot tell: which strings are enumerations, which numbers and lists
// are ids of another table, which numbers are money or seconds.

type Options = readonly (string | number)[];

/** Values the CMS offers beyond the stored enumerations (ENUM_FIELDS): catalogue and tutorial values. */
const EXTRA_OPTIONS: Readonly<Record<string, Options>> = {
  'Segment.type': segmentKinds.map((kind) => kind.type),
  // 0 = not started, then the 1-based step on screen, or how it ended.
  'Game.tutorialStep': [0, ...productionTutorialSteps.map((_, index) => index + 1), 'done', 'skipped'],
};

/** The values a field may hold, when it is limited to a list; undefined for a free field. */
export function enumOptions(table: TableName, key: string): Options | undefined {
  const values = ENUM_FIELDS[table]?.[key];
  return EXTRA_OPTIONS[`${table}.${key}`] ?? (values ? Object.values(values) : undefined);
}

/** Fields holding ids (one, or a list) of another table. `groupId` is a team number, not an id. */
export const REF_TABLE: Readonly<Record<string, TableName>> = {
  brandIds: 'Brand',
  brandId: 'Brand',
  goalIds: 'Championship',
  championshipIds: 'Championship',
  championshipId: 'Championship',
  commentatorIds: 'Wrestler',
  refereeIds: 'Wrestler',
  interviewerIds: 'Wrestler',
  authorityIds: 'Wrestler',
  leaderIds: 'Wrestler',
  managerIds: 'Wrestler',
  wrestlerIds: 'Wrestler',
  entryIds: 'Wrestler',
  enteredIds: 'Wrestler',
  eliminationIds: 'Wrestler',
  wrestlerId: 'Wrestler',
  directorId: 'Wrestler',
  winnerId: 'Wrestler',
  segmentIds: 'Segment',
  segmentId: 'Segment',
  appearanceIds: 'Appearance',
  venueId: 'Venue',
  showId: 'Show',
  companyId: 'Company',
};

const MONEY = [
  'cost', 'balance', 'amount', 'income', 'merchIncome', 'attendanceIncome', 'wrestlersCost', 'segmentsCost',
  'outgoings', 'payout', 'singlePayout', 'avgTicketPrice', 'avgMerchPrice', 'costPerAppearance',
] as const;

export const UNITS: Readonly<Record<string, 'money' | 'seconds'>> = {
  ...Object.fromEntries(MONEY.map((key) => [key, 'money' as const])),
  duration: 'seconds',
  maxDuration: 'seconds',
};

export const LABELS: Readonly<Record<string, string>> = {
  desc: 'Description',
  dob: 'Date of birth',
  entranceVideoUrl: 'Entrance video URL',
  musicUrl: 'Music URL',
  avgTicketPrice: 'Average ticket price',
  avgMerchPrice: 'Average merch price',
  avgViewers: 'Average viewers',
  avgAttendance: 'Average attendance',
  defaultAmountSegments: 'Default number of segments',
  amountOfDays: 'Days per step',
  amountOfAppearances: 'Number of appearances',
  dark: 'Dark mode',
  meta: 'Meta (JSON)',
  rounds: 'Rounds (JSON)',
  eliminatedByIds: 'Eliminated by (JSON)',
};
