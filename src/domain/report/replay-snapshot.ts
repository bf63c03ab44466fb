import { createAppearance } from '../entities/appearance';
import type { Stored } from '../entities/base';
import { createBrand } from '../entities/brand';
import { createChampionship } from '../entities/championship';
import { createGame } from '../entities/game';
import { createProduction } from '../entities/production';
import { createReign } from '../entities/reign';
import { createSegment, type Segment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createVenue } from '../entities/venue';
import { createWrestler } from '../entities/wrestler';
import type { LoadedProduction } from '../production/completion-work';
import { diffDays } from '../dates';
import { isActiveRivalry, readRivalries, type Rivalry } from '../entities/rivalry';
import { rememberedTemplates, storyMemoryOf } from '../rules/story/recent-stories';
import { packText, unpackText, PACKED_TEXT_PREFIX } from './packed-text';

type Fields = Record<string, unknown>;

/**
 * Issue 17: what the completion read (its step 1), as it walked in: every record with only the
 * fields that differ from the entity's defaults (pictures and texts no rule reads left out). The
 * results overwrite winners, stats, holders and reigns, so the replay needs this copy, kept at
 * completion on the first segment's `meta.replay`.
 */
export interface ReplaySnapshot {
  production: Fields;
  show: Fields | null;
  game: Fields | null;
  venue: Fields | null;
  brands: Fields[];
  segments: Fields[];
  appearances: Fields[];
  wrestlers: Fields[];
  championships: Fields[];
  reigns: Fields[];
  /** Anything else step 1 reads (a field added to LoadedProduction later), kept as read. */
  extra?: Fields;
}

const KNOWN = new Set(['production', 'show', 'game', 'venue', 'brands', 'segments', 'appearances', 'wrestlers', 'championships', 'reigns']);

// Nothing the completion reads: pictures, colours, descriptions, and the Game's own bookkeeping.
const LEFT_OUT = new Set(['desc', 'image', 'images', 'color', 'backgroundColor', 'entranceVideoUrl', 'musicUrl']);
// Issue 18's histories too (the talent war's offers and moves, the war's tallies, the owner's
// years, awards and Hall of Fame): read by the forward move, never by a completion, and growing
// with the game, a copy of them on every card made a decade's save 489 MB (issue 19).
const GAME_LEFT_OUT = new Set([
  ...LEFT_OUT, 'careerWrestlerIds', 'decidedDialogs', 'tutorialStep', 'tutorials', 'dark',
  'talentOffers', 'talentMoves', 'warTally', 'ownerYears', 'awards', 'hallOfFame', 'historyIndex',
  'compactBackup', 'standingOrders', 'paidThrough', 'careerNews',
]);
// Issue 33: a brand's ledger is written by the commit on the brand as it then is; no completion reads it.
const BRAND_LEFT_OUT = new Set([...LEFT_OUT, 'ledger']);
// A wrestler's biography: no completion rule reads it (checked: nothing in src/domain reads these).
// Issue 33: `country` stays: a show away from home draws its local heroes as at home.
const WRESTLER_LEFT_OUT = new Set([...LEFT_OUT, 'billedFrom', 'region', 'special', 'finisher']);

// Most fields are numbers and strings: compared as they are, only lists and objects as JSON. Lists
// of different lengths differ without it (the Game's rivalries against the default's none).
const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null &&
    !(Array.isArray(a) && Array.isArray(b) && a.length !== b.length) && JSON.stringify(a) === JSON.stringify(b));

/** Each entity's defaults, made once (a completion compacts dozens of records; compact only reads them). */
let defaults: ReturnType<typeof makeDefaults> | null = null;
function makeDefaults() {
  return {
    production: createProduction(), show: createShow(), game: createGame(), venue: createVenue(), brand: createBrand(),
    segment: createSegment(), appearance: createAppearance(), wrestler: createWrestler(), championship: createChampionship(), reign: createReign(),
  };
}
const defaultsOf = () => (defaults ??= makeDefaults());

function compact(record: object, defaults: object, leftOut = LEFT_OUT): Fields {
  const base = defaults as Fields;
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => key === 'id' || (!leftOut.has(key) && !same(value, base[key]))));
}

const withoutReplay = (segment: Stored<Segment>): Stored<Segment> => {
  const { replay: _replay, ...meta } = segment.meta ?? {};
  return { ...segment, meta };
};

/** The wrestler ids a matchup's key names ("3,9|12"), kept per key: the same few hundred keys are read on every card. */
const KEY_IDS = new Map<string, number[]>();
function idsOfKey(key: string): number[] {
  let ids = KEY_IDS.get(key);
  if (!ids) {
    if (KEY_IDS.size >= 4096) KEY_IDS.clear();
    KEY_IDS.set(key, (ids = key.split(/[|,]/).map(Number)));
  }
  return ids;
}

/** Days of rivalry history a completion reads: wear (21 days), a rivalry ended recently and matchups (28). */
const RIVALRY_MEMORY_DAYS = 28;

/**
 * The Game as the card's completion can read it, and no more (a copy rides on every completed
 * production, so it must stay small): every active rivalry (the world counts them before starting
 * one) with only its recent beats, the ended ones of the card's wrestlers, and the matchups that
 * name one of them. The completion's results do not depend on anything left out.
 */
function gameOfCard(game: LoadedProduction['game'], wrestlerIds: ReadonlySet<number>, date: string, companyId: number): Fields | null {
  if (!game) return null;
  const fields = compact(game, defaultsOf().game, GAME_LEFT_OUT);
  const recent = (on: string | null) => on !== null && diffDays(on, date) < RIVALRY_MEMORY_DAYS;
  const ofCard = (r: Rivalry) => r.sides.some((side) => side.some((id) => wrestlerIds.has(id)));
  // Another card's active rivalry only counts (the world starts none past a limit): its id, sides
  // and start are enough, read back with no heat and no beats.
  const rivalries = readRivalries(game.rivalries)
    .filter((r) => isActiveRivalry(r) || (recent(r.endedOn) && ofCard(r)))
    .map((r) => (ofCard(r) ? { ...r, beats: r.beats.filter((b) => recent(b.date)) } : { id: r.id, sides: r.sides, startedOn: r.startedOn }));
  const matchups = (Array.isArray(game.recentMatchups) ? game.recentMatchups : []).filter((m) =>
    typeof m?.key === 'string' && idsOfKey(m.key).some((id) => wrestlerIds.has(id)),
  );
  if ('rivalries' in fields) fields.rivalries = rivalries;
  if ('recentMatchups' in fields) fields.recentMatchups = matchups;
  // Issue 35: of the promotions' recent storylines, only what this card's must avoid, as one entry.
  if ('recentStories' in fields) {
    const memory = storyMemoryOf(game.recentStories, companyId, date);
    fields.recentStories = memory.lines.size + memory.templates.size === 0 ? [] : [{ companyId, date, templates: rememberedTemplates(memory), lines: [...memory.lines] }];
  }
  return fields;
}

export const snapshotOf = (loaded: LoadedProduction): ReplaySnapshot => {
  const base = defaultsOf();
  return {
    production: compact(loaded.production, base.production),
    show: loaded.show ? compact(loaded.show, base.show) : null,
    game: gameOfCard(
      loaded.game, new Set(loaded.appearances.map((a) => a.wrestlerId)), loaded.production.date,
      loaded.brands.find((b) => b.companyId !== null && b.companyId !== undefined)?.companyId ?? 0,
    ),
    venue: loaded.venue ? compact(loaded.venue, base.venue) : null,
    brands: loaded.brands.map((r) => compact(r, base.brand, BRAND_LEFT_OUT)),
    segments: loaded.segments.map((r) => compact(withoutReplay(r), base.segment)),
    appearances: loaded.appearances.map((r) => compact(r, base.appearance)),
    wrestlers: loaded.wrestlers.map((r) => compact(r, base.wrestler, WRESTLER_LEFT_OUT)),
    championships: loaded.championships.map((r) => compact(r, base.championship)),
    reigns: loaded.reigns.map((r) => compact(r, base.reign)),
    extra: Object.fromEntries(Object.entries(loaded).filter(([key]) => !KNOWN.has(key))),
  };
};

// Records come back through their entity's defaults, as a save import fills an older record.
const stored = <T extends object>(create: (partial: Partial<T>) => T) => (fields: Fields): Stored<T & { id?: number }> =>
  create(fields as Partial<T>) as Stored<T & { id?: number }>;

/** The records the completion read, rebuilt from a snapshot (ids kept; defaults for the rest). */
export const loadedFromSnapshot = (s: ReplaySnapshot): LoadedProduction => ({
  ...(s.extra ?? {}),
  production: stored(createProduction)(s.production),
  show: s.show ? stored(createShow)(s.show) : null,
  game: s.game ? stored(createGame)(s.game) : null,
  venue: s.venue ? stored(createVenue)(s.venue) : null,
  brands: s.brands.map(stored(createBrand)),
  segments: s.segments.map(stored(createSegment)),
  appearances: s.appearances.map(stored(createAppearance)),
  wrestlers: s.wrestlers.map(stored((partial) => createWrestler(partial))),
  championships: s.championships.map(stored(createChampionship)),
  reigns: s.reigns.map(stored(createReign)) as LoadedProduction['reigns'],
});

/**
 * The segments with the snapshot kept on the first one's `meta.replay` (the others unchanged), as
 * JSON text: a string is one value to IndexedDB's structured clone, the batch's freeze and its
 * comparison, where the object was hundreds of small ones read and written with every first
 * segment (the war, the title week and the owner's figures read segments every week). Being text,
 * it also shares no array with the row (a shared one is written by the backup as a typeson
 * reference, '#', which the safety copy's restore refuses). Saves of either form load
 * (`storedReplaySnapshot`), and so do the JSON text of saves before issue 36.
 */
export const withReplaySnapshot = <S extends Pick<Segment, 'meta'>>(segments: readonly S[], snapshot: ReplaySnapshot): S[] => {
  // Issue 36: packed (packed-text.ts), under half its JSON in a save; JSON text and objects still read.
  const text = packText(JSON.stringify(snapshot));
  return segments.map((segment, i) => (i === 0 ? { ...segment, meta: { ...segment.meta, replay: text } } : segment));
};

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecordList = (value: unknown): value is Fields[] =>
  Array.isArray(value) && value.every((r) => isObject(r) && typeof r.id === 'number' && Number.isInteger(r.id));
const isRecordOrNull = (value: unknown): value is Fields | null => value === null || (isObject(value) && typeof value.id === 'number');

/** Whether a value has the snapshot's shape (a stored one, or one decoded from a replay code). */
export function isReplaySnapshot(value: unknown): value is ReplaySnapshot {
  if (!isObject(value) || !isObject(value.production) || typeof value.production.id !== 'number') return false;
  if (![value.show, value.game, value.venue].every(isRecordOrNull)) return false;
  if (value.extra !== undefined && !isObject(value.extra)) return false;
  return (['brands', 'segments', 'appearances', 'wrestlers', 'championships', 'reigns'] as const).every((key) => isRecordList(value[key]));
}

/** The snapshot kept at completion, or null (a show completed before issue 17, or an edited save). */
export function storedReplaySnapshot(segments: readonly Pick<Segment, 'meta'>[]): ReplaySnapshot | null {
  const kept = segments[0]?.meta?.replay;
  const value = typeof kept === 'string' ? parsed(kept.startsWith(PACKED_TEXT_PREFIX) ? unpackText(kept) : kept) : kept;
  return isReplaySnapshot(value) ? value : null;
}

/** JSON text read back, or null when it is not JSON (an edited save). */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
