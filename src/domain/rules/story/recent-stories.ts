import { diffDays } from '../../dates';
import type { IsoDate } from '../../entities/base';
import type { RecentStory } from '../../entities/recent-story';

export type { RecentStory } from '../../entities/recent-story';

/*
 * Issue 35 (living rules): the storylines a promotion told lately, kept on the Game record
 * (`game.recentStories`, a bounded list; docs/decisions-rivalries.md, "stories remembered"), so
 * no sentence repeats within a promotion for STORY_MEMORY_DAYS and a template used lately is the
 * last one picked again. One entry per completed card: the template ids it used and a short hash
 * of each sentence it wrote (a sentence is long; its hash is eight characters).
 */

/** Eight weeks: no sentence repeats within a promotion for this long. */
export const STORY_MEMORY_DAYS = 56;
/** At most this many cards are remembered (the newest), whatever their dates. */
export const RECENT_STORIES_KEPT = 400;

/**
 * What a card's writer avoids: the promotion's recent template ids with how often each was used
 * (issue 36: a pool rotates, its least-used templates first) and sentences (never repeated).
 */
export interface StoryMemory {
  templates: ReadonlyMap<string, number>;
  lines: ReadonlySet<string>;
}

export const noStoryMemory = (): StoryMemory => ({ templates: new Map(), lines: new Set() });

/**
 * A template id as remembered: a card's own list names each id once ("decided:3"); a replay's
 * one-entry memory (replay-snapshot.ts) writes an id used n > 1 times as "decided:3*n".
 */
const usesOf = (entry: string): [string, number] => {
  const star = entry.lastIndexOf('*');
  const n = star > 0 ? Number(entry.slice(star + 1)) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? [entry.slice(0, star), n] : [entry, 1];
};

/** A memory's template uses as one entry's list (the inverse of storyMemoryOf's counting). */
export const rememberedTemplates = (memory: StoryMemory): string[] =>
  [...memory.templates].map(([key, n]) => (n > 1 ? `${key}*${n}` : key));

/** A sentence's short stable hash (FNV-1a, 32 bits, hex), trimmed first. */
export function storyHash(line: string): string {
  let hash = 0x811c9dc5;
  const text = line.trim();
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The list as the game can use it: an old save has none; a malformed entry is left out. */
export function readRecentStories(value: unknown): RecentStory[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is RecentStory =>
    typeof entry === 'object' && entry !== null &&
    Number.isSafeInteger(entry.companyId) && typeof entry.date === 'string' && isStrings(entry.templates) && isStrings(entry.lines));
}

// Either side of the card: a card can be completed after a later one of its promotion (the player
// completes Saturday's show before Tuesday's), and the two are still eight weeks apart or less.
const within = (entry: Pick<RecentStory, 'date'>, date: IsoDate): boolean => Math.abs(diffDays(entry.date, date)) < STORY_MEMORY_DAYS;

/** What a card of `companyId` on `date` must avoid: that promotion's cards of the eight weeks either side of it. */
export function storyMemoryOf(value: unknown, companyId: number, date: IsoDate): StoryMemory {
  const recent = readRecentStories(value).filter((entry) => entry.companyId === companyId && within(entry, date));
  const templates = new Map<string, number>();
  for (const [key, n] of recent.flatMap((e) => e.templates.map(usesOf))) templates.set(key, (templates.get(key) ?? 0) + n);
  return { templates, lines: new Set(recent.flatMap((e) => e.lines)) };
}

/**
 * The earliest date a card may still be told on once a card of `cardDate` is committed while the
 * game stands on `gameDate`: cards are not completed in date order (the player's week, up to six
 * days ahead, is played before the rivals' shows of the same days), so the list is cut from the
 * game's date, not from the committed card's, or a rival's card of the week would lose what its
 * promotion told seven and a half weeks before it.
 */
export const storiesKeptFrom = (cardDate: IsoDate, gameDate: IsoDate | undefined): IsoDate =>
  gameDate !== undefined && gameDate < cardDate ? gameDate : cardDate;

/**
 * The list with new cards added, cut to the eight weeks before `from` (the earliest date a card may
 * still be told on: storiesKeptFrom) and the newest RECENT_STORIES_KEPT.
 */
export const keepRecentStories = (value: unknown, added: readonly RecentStory[], from: IsoDate): RecentStory[] =>
  [...readRecentStories(value), ...added].filter((entry) => diffDays(entry.date, from) < STORY_MEMORY_DAYS).slice(-RECENT_STORIES_KEPT);
