import { segmentKinds } from '../catalog/segment-kinds';
import { ENUM_FIELDS } from '../entities/enum-fields';
import { entityFactories, type TableName } from '../entities/tables';
import { productionTutorialSteps } from '../machines/guided-tutorial-steps';
import { URL_FIELDS, URL_LIST_FIELDS } from '../rules/safe-url';
import { PUSH_LEVELS } from '../rules/living/skills';
import type { EnumOption, FieldRule, NumberRule, RuleKind } from './field-rule';
import * as L from './limits';

// Issue 14: the one description of every stored field, per table. A field's kind comes from its
// factory default (a list, a boolean, a number…), refined by the tables below: which lists and
// numbers hold ids, which strings are enumerations or dates, and each number's limits. The CMS,
// the forms, save import, the generators and the finance check all read these rules.

/** Fields holding ids (one, or a list) of another table. `groupId` is a team number, not an id. */
export const REF_FIELDS: Readonly<Record<string, TableName>> = {
  brandIds: 'Brand', brandId: 'Brand', companyId: 'Company', venueId: 'Venue', showId: 'Show',
  goalIds: 'Championship', championshipIds: 'Championship', championshipId: 'Championship',
  commentatorIds: 'Wrestler', refereeIds: 'Wrestler', interviewerIds: 'Wrestler', authorityIds: 'Wrestler',
  leaderIds: 'Wrestler', managerIds: 'Wrestler', wrestlerIds: 'Wrestler', entryIds: 'Wrestler', enteredIds: 'Wrestler',
  eliminationIds: 'Wrestler', wrestlerId: 'Wrestler', directorId: 'Wrestler', winnerId: 'Wrestler', careerWrestlerIds: 'Wrestler',
  segmentIds: 'Segment', segmentId: 'Segment', appearanceIds: 'Appearance',
  // Issue 34: the promotion the player runs (null: every promotion).
  playerCompanyId: 'Company',
};

/** Values beyond the stored enumerations (ENUM_FIELDS): the segment catalogue and the tutorial's steps. */
const EXTRA_OPTIONS: Readonly<Record<string, readonly EnumOption[]>> = {
  'Segment.type': segmentKinds.map((kind) => kind.type),
  // 0 = not started, then the 1-based step on screen, or how it ended.
  // Issue 35: '' is "derived from the stats" (skills.ts pushOf).
  'Wrestler.push': ['', ...PUSH_LEVELS],
  'Game.tutorialStep': [0, ...productionTutorialSteps.map((_, index) => index + 1), 'done', 'skipped'],
};

export const DATE_FIELDS: ReadonlySet<string> = new Set(['date', 'dob', 'startDate', 'endDate', 'contractExpires', 'injuredUntil', 'talksRefusedUntil', 'paidThrough', 'unsignedSince', 'retiresOn', 'lastDefence', 'askedToStay']);
const NESTED_FIELDS = new Set(['eliminatedByIds', 'rounds', 'ratings', 'durations']);
const LONG_TEXT_FIELDS = new Set(['desc', 'storyline']);
/** Lists of records kept whole (issue 19: a production's played card). */
const STRUCTURED_LISTS = new Set([
  'played', 'ledger', 'moneyYears',
  // Issue 34: the Game's records of the living world (rivalries, the market, the war, the office's
  // years, awards, the Hall of Fame, the standing orders) are lists of objects, not of texts.
  'rivalries', 'recentMatchups', 'recentStories', 'talentOffers', 'talentMoves', 'warTally', 'ownerYears', 'awards', 'hallOfFame', 'standingOrders',
  // Issue 36: the living week's news about careers and belts.
  'careerNews',
]);
/** Tables whose records a player tells apart by name: a blank one is refused. */
const NAMED_TABLES: ReadonlySet<TableName> = new Set(['Wrestler', 'Brand', 'Show', 'Championship', 'Venue', 'Company']);
/** Dates a game cannot run without (the office reads the game's date). */
const REQUIRED_DATES = new Set(['Game.date']);

const num = (min: number, max: number, whole: boolean, extra: Partial<NumberRule> = {}): NumberRule => ({ kind: 'number', min, max, whole, ...extra });
const money = (min = -L.MAX_MONEY): NumberRule => num(min, L.MAX_MONEY, false, { unit: 'money' });
const price = num(0, 1_000_000, false, { unit: 'money' });
const rating = num(0, 100, false);
const stat = num(L.STAT_MIN, L.STAT_MAX, false, { unit: 'stat', stored: { min: -L.STORED_STAT_BOUND, max: L.STORED_STAT_BOUND } });
const tally = num(0, L.MAX_COUNT, true);
const seconds = num(0, L.MAX_SECONDS, false, { unit: 'seconds' });

/** Number limits by field name, then by `Table.field` where one name means different things. */
const NUMBERS: Readonly<Record<string, NumberRule>> = {
  cost: money(), balance: money(), amount: money(), income: money(), merchIncome: money(), attendanceIncome: money(),
  wrestlersCost: money(), segmentsCost: money(), outgoings: money(), payout: money(), singlePayout: money(),
  avgTicketPrice: price, avgMerchPrice: price, costPerAppearance: price,
  points: stat, morale: stat, stamina: stat, popularity: stat, charisma: stat, damage: stat,
  minPoints: rating, maxPoints: rating,
  historicalRating: rating, pyroRating: rating, lightingRating: rating, parkingRating: rating,
  capacity: num(0, L.MAX_ATTENDANCE, true), revenueMultiplier: num(0, 100, false), setupTimeInDays: num(0, 365, true),
  height: num(0, 500, false), weight: num(0, 2_000, false), remainingAppearances: num(0, 1_000_000, true),
  wins: tally, losses: tally, draws: tally, defenses: tally, streak: num(-L.MAX_COUNT, L.MAX_COUNT, true),
  followers: num(0, L.MAX_COUNT, false), redWeeks: tally, pointsLevel: num(-1, 100, false), popularityLevel: num(-1, 100, false),
  // Issue 35: -1 is "derive from the stats" (skills.ts).
  inRingSkill: num(-1, 100, false), micSkill: num(-1, 100, false), momentum: num(-100, 100, false),
  // Issue 36: -1 is "derive from the stats" (aging.ts potentialOf).
  potential: num(-1, 100, false),
  groupId: num(0, L.LIST_MAX_ITEMS, true),
  holders: num(0, 100, true), rank: num(0, 1_000_000, true),
  amountOfAppearances: num(0, 1_000_000, true), pick: num(0, 1_000_000, true),
  duration: seconds, maxDuration: seconds,
  monthIndex: num(0, 11, true), weekIndex: num(0, 4, true), dayIndex: num(0, 6, true),
  defaultAmountSegments: num(L.MIN_DEFAULT_SEGMENTS, L.MAX_DEFAULT_SEGMENTS, true),
  avgViewers: num(0, L.MAX_COUNT, false), avgAttendance: num(0, L.MAX_ATTENDANCE, true),
  attendance: num(0, L.MAX_ATTENDANCE, false), viewers: num(-L.MAX_COUNT, L.MAX_COUNT, false),
  step: num(0, 100, true), seed: num(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, true, { nullable: true }),
  rating: num(-1_000_000, 1_000_000, false),
  // Issue 19: a card's mean segment rating, null until it completes.
  cardRating: num(-1_000_000, 1_000_000, false, { nullable: true }),
  'Game.amountOfDays': num(L.MIN_DAYS_PER_STEP, L.MAX_DAYS_PER_STEP, true),
  'Game.storeVersion': num(0, 1_000, true),
};

/** The rule of one field, given the table, its name and the factory's default for it. */
function ruleOf(table: TableName, key: string, fallback: unknown): RuleKind {
  const enums = ENUM_FIELDS[table]?.[key];
  const options = EXTRA_OPTIONS[`${table}.${key}`] ?? (enums ? Object.values(enums) : undefined);
  if (options) return { kind: 'enum', options };
  if ((URL_FIELDS as readonly string[]).includes(key)) return { kind: 'url', maxLength: L.URL_MAX_CHARS };
  if ((URL_LIST_FIELDS as readonly string[]).includes(key)) return { kind: 'urls', maxItems: L.IMAGES_MAX_ITEMS, maxLength: L.URL_MAX_CHARS };
  if (NESTED_FIELDS.has(key)) return { kind: 'nested', maxItems: L.LIST_MAX_ITEMS };
  const refTable = REF_FIELDS[key];
  if (refTable && Array.isArray(fallback)) return { kind: 'refs', table: refTable, maxItems: L.LIST_MAX_ITEMS };
  if (refTable) return { kind: 'ref', table: refTable, none: fallback === null ? null : 0 };
  if (DATE_FIELDS.has(key)) return { kind: 'date', required: REQUIRED_DATES.has(`${table}.${key}`), nullable: fallback === null };
  const number = NUMBERS[`${table}.${key}`] ?? NUMBERS[key];
  if (number) return number;
  if (typeof fallback === 'boolean') return { kind: 'boolean' };
  if (typeof fallback === 'number') return money(); // none today: every number is listed above
  // A completed card's `figures:` key is longer than a short text (issue 19).
  if (table === 'Production' && key === 'lookupKeys') return { kind: 'texts', maxItems: L.LIST_MAX_ITEMS, maxLength: L.LOOKUP_KEY_MAX_CHARS };
  if (Array.isArray(fallback) && !STRUCTURED_LISTS.has(key)) return { kind: 'texts', maxItems: L.LIST_MAX_ITEMS, maxLength: L.SHORT_TEXT_MAX_CHARS };
  if (typeof fallback === 'string' && key === 'name') return { kind: 'text', maxLength: L.NAME_MAX_CHARS, required: NAMED_TABLES.has(table) };
  if (typeof fallback === 'string') return { kind: 'text', maxLength: LONG_TEXT_FIELDS.has(key) ? L.LONG_TEXT_MAX_CHARS : L.SHORT_TEXT_MAX_CHARS, required: false };
  if (STRUCTURED_LISTS.has(key)) return { kind: 'object', nullable: fallback === null, list: true };
  return fallback === null ? { kind: 'object', nullable: true } : { kind: 'object' };
}

const cache = new Map<TableName, readonly FieldRule[]>();

/** The rules of every field a table's records store, in the factory's order, id excluded. */
export function tableRules(table: TableName): readonly FieldRule[] {
  let rules = cache.get(table);
  if (!rules) {
    const defaults = (entityFactories[table] as () => object)() as Record<string, unknown>;
    rules = Object.entries(defaults)
      .filter(([key]) => key !== 'id')
      .map(([key, fallback]): FieldRule => ({ ...ruleOf(table, key, fallback), key }));
    cache.set(table, rules);
  }
  return rules;
}

/** The rule of one field of a table, or undefined for a field the table does not store. */
export const fieldRule = (table: TableName, key: string): FieldRule | undefined =>
  tableRules(table).find((rule) => rule.key === key);
