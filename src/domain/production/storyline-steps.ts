import { kindOrDefault } from '../catalog/segment-kinds';
import { segmentRivalryNote } from '../entities/rivalry';
import type { Segment } from '../entities/segment';
import { storyRequest, type RivalryChapter, type StoryContext } from '../rules/storyline';
import { tellCardStories } from '../rules/story/card-stories';
import { LIVING_POOLS, POOLS } from '../rules/story/story-pools';
import { noStoryMemory, storyHash, storyMemoryOf, type RecentStory } from '../rules/story/recent-stories';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';

const DEBUT_PROMO = 'DEBUT_PROMO';

/** The wrestler ids a segment's `meta.debuts` lists (issue 17: the blog tells debuts from it). */
export const segmentDebuts = (meta: Record<string, unknown> | null | undefined): number[] =>
  Array.isArray(meta?.debuts) ? meta.debuts.filter((id): id is number => Number.isSafeInteger(id)) : [];

/**
 * Who debuts in which segment (docs/decisions-rivalries.md, "story"): a wrestler debuts in the
 * first match of the card they wrestle in when, as they walked in, their record held no win, loss
 * or draw (their first match ever), and everyone performing in a Debut Promo debuts there, once.
 */
function debutsBySegment(work: CompletionWork): Map<number, number[]> {
  const before = byId(work.wrestlersBefore);
  const seen = new Set<number>();
  const debuts = new Map<number, number[]>();
  for (const segment of work.segments) {
    const kind = kindOrDefault(segment.type);
    const performers = appearancesOf(work, segment).filter((a) => !a.manager).map((a) => a.wrestlerId);
    const firsts = performers.filter((id) => {
      const w = before.get(id);
      return !seen.has(id) && (kind.type === DEBUT_PROMO || (kind.competition && w !== undefined && w.wins + w.losses + w.draws === 0));
    });
    if (kind.competition || kind.type === DEBUT_PROMO) performers.forEach((id) => seen.add(id));
    if (firsts.length > 0) debuts.set(segment.id, firsts);
  }
  return debuts;
}

/** Title changes by segment, each with the holders it was won from (tracked along the card). */
function titleChangesBySegment(work: CompletionWork): Map<number, StoryContext['titleChange']> {
  const names = byId(work.wrestlers);
  const titles = byId(work.championships);
  const holders = new Map(work.asRead.reigns.map((r) => [r.championshipId, r.wrestlerIds]));
  const changes = new Map<number, StoryContext['titleChange']>();
  const nameOf = (ids: readonly number[]) => (ids.every((id) => names.has(id)) ? ids.map((id) => names.get(id)!.name).join(' & ') : '');
  for (const segment of work.segments) {
    const won = work.reigns.filter((r) => r.id === undefined && r.segmentId === segment.id);
    if (won.length === 0) continue;
    const from = [...new Set(won.map((r) => nameOf(holders.get(r.championshipId) ?? [])))];
    won.forEach((r) => holders.set(r.championshipId, r.wrestlerIds));
    const titleNames = won.map((r) => titles.get(r.championshipId)?.name || 'title');
    changes.set(segment.id, { titles: titleNames.join(' and '), from: from.length === 1 ? from[0] : '' });
  }
  return changes;
}

/** The chapter a segment between rivals tells, from the note the engine left on it (living rules). */
function rivalryChapter(work: CompletionWork, segment: Segment): RivalryChapter | undefined {
  const note = segmentRivalryNote(segment.meta);
  if (!note || note.sides[0].length === 0) return undefined;
  const names = byId(work.wrestlers);
  const sideName = (ids: readonly number[]) => ids.map((id) => names.get(id)?.name || `#${id}`).join(' & ');
  const cast = appearancesOf(work, segment);
  const won = (ids: readonly number[]) => cast.some((a) => a.winner && ids.includes(a.wrestlerId));
  const [first, second] = [won(note.sides[0]), won(note.sides[1])];
  return {
    week: note.week,
    sides: [sideName(note.sides[0]), sideName(note.sides[1])],
    winner: first !== second ? (first ? 0 : 1) : null,
    payoff: note.payoff,
    ended: note.ended,
    firstMeeting: note.segment === 1,
  };
}

/**
 * The card's storylines, written together so no template and no sentence repeats (issue 17), for
 * every segment with people in it, a story kind and no storyline yet (SPEC §4 step 12); the
 * player's own lines are kept and never repeated. Debuts are stored on `meta.debuts`. With
 * `rivalries` (living rules) a segment between rivals tells its rivalry's chapter.
 */
/** The promotion a card belongs to, as the story memory keys it: its first brand's company (0: none). */
export const storyCompanyOf = (work: Pick<CompletionWork, 'brands'>): number =>
  work.brands.find((b) => b.companyId !== null && b.companyId !== undefined)?.companyId ?? 0;

export function writeStorylines(work: CompletionWork, rng: Parameters<CompletionStep>[1], rivalries: boolean): CompletionWork {
  const wrestlers = byId(work.wrestlers);
  const debuts = debutsBySegment(work);
  const titleChanges = titleChangesBySegment(work);
  const show = work.show?.name || work.production.name || 'the show';
  const requests = work.segments.map((segment) => {
    const kind = kindOrDefault(segment.type);
    if (!kind.hasStory || segment.storyline) return null;
    const firsts = debuts.get(segment.id) ?? [];
    const cast = appearancesOf(work, segment).map((a) => ({
      ...a, name: wrestlers.get(a.wrestlerId)?.name || `#${a.wrestlerId}`, debut: firsts.includes(a.wrestlerId) && !a.manager,
    }));
    const rivalry = rivalries ? rivalryChapter(work, segment) : undefined;
    return storyRequest(kind, cast, { show, titleChange: titleChanges.get(segment.id), rivalry });
  });
  // Issue 35 (living rules): the promotion's last eight weeks of storylines are not told again.
  const companyId = storyCompanyOf(work);
  const date = work.production.date;
  const memory = rivalries && work.game ? storyMemoryOf(work.game.recentStories, companyId, date) : noStoryMemory();
  // Issue 36: a living card draws from the larger pools (classic cards keep the spec's).
  const { lines, templates } = tellCardStories(requests, rng, work.segments.map((s) => s.storyline), memory, rivalries ? LIVING_POOLS : POOLS);
  const segments = work.segments.map((segment, i) => {
    const firsts = debuts.get(segment.id);
    const withDebuts = firsts ? { ...segment, meta: { ...segment.meta, debuts: firsts } } : segment;
    return lines[i] ? { ...withDebuts, storyline: lines[i] } : withDebuts;
  });
  if (!rivalries || !work.game) return { ...work, segments };
  const told = segments.map((s) => s.storyline.trim()).filter(Boolean);
  if (told.length === 0) return { ...work, segments };
  const story: RecentStory = { companyId, date, templates: templates.filter(Boolean), lines: told.map(storyHash) };
  return { ...work, segments, effects: { ...work.effects, stories: [...(work.effects.stories ?? []), story] } };
}

/** Step 12 (classic): a short storyline for every segment that tells one, none repeated on the card. */
export const assignCardStorylines: CompletionStep = (work, rng) => writeStorylines(work, rng, false);

/** Step 12 (living rules, issue 17): the same, and segments between rivals tell the rivalry's chapter. */
export const livingAssignStorylines: CompletionStep = (work, rng) => writeStorylines(work, rng, true);
