import type { TableName } from '../../domain/entities/tables';
import { fieldRule, REF_FIELDS } from '../../domain/fields';

// What a factory's default cannot tell: which strings are enumerations, which numbers and lists
// are ids of another table, which numbers are money or seconds.

type Options = readonly (string | number)[];

/** The values a field may hold, when it is limited to a list (its field rule's options); undefined for a free field. */
export function enumOptions(table: TableName, key: string): Options | undefined {
  const rule = fieldRule(table, key);
  return rule?.kind === 'enum' ? rule.options : undefined;
}

/** Fields holding ids (one, or a list) of another table: the field rules' own list. */
export const REF_TABLE: Readonly<Record<string, TableName>> = REF_FIELDS;

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
  compactBackup: 'Compact backup',
  meta: 'Meta (JSON)',
  rounds: 'Rounds (JSON)',
  eliminatedByIds: 'Eliminated by (JSON)',
};
