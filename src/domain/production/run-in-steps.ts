import { kindOrDefault } from '../catalog/segment-kinds';
import { isLiving } from '../entities/game';
import { readRivalries } from '../entities/rivalry';
import type { Segment } from '../entities/segment';
import { decideRunIns, RUN_INS, type RunIn, type RunInMatch } from '../rules/living/run-ins';
import { assignWinner } from '../rules/segment-simulation';
import { appearancesOf, byId, replaceById, type CompletionStep, type CompletionWork } from './completion-work';
import { storedRatingExplanation, withRatingExplanation, type RatingExplanation } from './rating-explanation';
import { noRivalryEffects, type RivalryBeatEffect, type RivalryStart } from './rivalry-effects';
import { noStoryMemory, storyHash, storyMemoryOf, type RecentStory } from '../rules/story/recent-stories';
import { storyCompanyOf } from './storyline-steps';

// Issue 35 item 2, living rules only (registered in living-steps.ts): a run-in changes a match's
// result (rules/living/run-ins.ts). The segment keeps what happened on `meta.runIn`; its "Why this
// rating" says so, its storyline tells it, the night's events list it, and the title step never
// moves a title on a disqualification.

/** What a segment a run-in changed keeps (`meta.runIn`). */
export interface SegmentRunIn {
  interfererId: number;
  interferer: string;
  /** The wrestler it cost the match. */
  wrongedId: number;
  wronged: string;
  /** Who won the match in the end. */
  winnerId: number;
  winner: string;
  /** A champion lost by disqualification and kept the title. */
  disqualification: boolean;
  /** It heated up this active rivalry; null: it started one between the two ('run-in'). */
  rivalryId: number | null;
}

export const RUN_IN_RULE = 'RUN_IN';

export function readRunIn(meta: Segment['meta'] | null | undefined): SegmentRunIn | null {
  const value = meta?.runIn as Partial<SegmentRunIn> | undefined;
  if (!value || typeof value.interfererId !== 'number' || typeof value.wrongedId !== 'number' || typeof value.winnerId !== 'number') return null;
  return {
    interfererId: value.interfererId,
    interferer: String(value.interferer ?? ''),
    wrongedId: value.wrongedId,
    wronged: String(value.wronged ?? ''),
    winnerId: value.winnerId,
    winner: String(value.winner ?? ''),
    disqualification: value.disqualification === true,
    rivalryId: typeof value.rivalryId === 'number' ? value.rivalryId : null,
  };
}

/** A title match lost by disqualification: the title does not change hands. */
export const lostByDisqualification = (segment: Pick<Segment, 'meta'>): boolean => readRunIn(segment.meta)?.disqualification === true;

/**
 * The sentence that tells it, for the rating's line, the storyline and the night's events. The
 * storyline may tell it another way (`variant`, 0 the plain one) when the promotion told the plain
 * one lately (tellRunIns): the same facts, other words.
 */
export function runInText(r: SegmentRunIn, variant = 0): string {
  const pick = (lines: readonly string[]): string => lines[Math.abs(Math.trunc(variant)) % lines.length];
  // A rival's run-in says so: the same two never read the same sentence twice (run-ins.ts quietDays).
  if (r.rivalryId !== null) {
    const feud = `${r.interferer} carried the feud with ${r.wronged} into the ring`;
    return r.disqualification
      ? pick([
          `${feud}; ${r.wronged} was disqualified for the brawl that followed: ${r.winner} wins the match, and a title does not change hands on a disqualification`,
          `${r.wronged} went after ${r.interferer}, who had come to the ring to settle their feud, and was disqualified: ${r.winner} wins, and the title stays where it was`,
        ])
      : pick([
          `${feud} and cost ${r.wronged} the match: ${r.winner} wins it`,
          `${r.interferer} would not let the feud with ${r.wronged} wait, and the distraction handed ${r.winner} the win`,
        ]);
  }
  return r.disqualification
    ? pick([
        `${r.interferer} ran in on ${r.wronged}, who was disqualified for the brawl that followed: ${r.winner} wins the match, and a title does not change hands on a disqualification`,
        `${r.wronged} was disqualified for brawling with ${r.interferer}, who had run in uninvited: ${r.winner} wins, and the title stays where it was`,
      ])
    : pick([
        `${r.interferer} ran in and cost ${r.wronged} the match: ${r.winner} wins it`,
        `${r.interferer} slipped in behind the referee's back, and ${r.winner} took the win from ${r.wronged}`,
        `${r.winner} beat ${r.wronged}, but only after ${r.interferer} came through the crowd to attack ${r.wronged}`,
      ]);
}

/** How many ways runInText can tell a run-in. */
export const RUN_IN_VARIANTS = 3;

/** The card's decided singles matches, as the run-in rule reads them. */
function singlesMatches(work: CompletionWork): RunInMatch[] {
  const titles = byId(work.championships);
  return work.segments.flatMap((segment) => {
    if (!kindOrDefault(segment.type).competition) return [];
    const own = appearancesOf(work, segment).filter((a) => !a.manager);
    if (own.length !== 2 || own[0].groupId === own[1].groupId || own.some((a) => a.draw)) return [];
    const winner = own.find((a) => a.winner);
    const loser = own.find((a) => !a.winner);
    if (!winner || !loser) return [];
    const onTheLine = segment.championshipIds.filter((id) => titles.has(id));
    const holders = onTheLine.flatMap((id) => titles.get(id)!.wrestlerIds);
    return [{ segmentId: segment.id, winnerId: winner.wrestlerId, loserId: loser.wrestlerId, titleMatch: onTheLine.length > 0, winnerHoldsTitle: holders.includes(winner.wrestlerId) }];
  });
}

/**
 * simulateSegments' living step, last (after the winners are drawn, before the results are recorded
 * and titles change hands): the card's run-ins (decideRunIns) turn their matches' results, note
 * themselves on the segment, and heat up the interferer's rivalry with the wronged wrestler or start
 * one ('run-in') in `effects.rivalries`, which the commit applies as it applies the world's.
 */
export const playRunIns: CompletionStep = (work, rng) => {
  if (!work.game || !isLiving(work.game) || !work.bystanders || work.bystanders.length === 0) return work;
  const date = work.production.date;
  const runIns = decideRunIns({ living: true, date, matches: singlesMatches(work), bystanders: work.bystanders, rivalries: readRivalries(work.game.rivalries) }, rng);
  if (runIns.length === 0) return work;
  const names = new Map<number, string>([...work.wrestlers.map((w) => [w.id, w.name] as const), ...work.bystanders.map((b) => [b.id, b.name] as const)]);
  const byRunIn = new Map<number, RunIn>(runIns.map((r) => [r.segmentId, r]));
  let appearances = work.appearances;
  const beats: RivalryBeatEffect[] = [];
  const started: RivalryStart[] = [];
  const segments = work.segments.map((segment) => {
    const runIn = byRunIn.get(segment.id);
    if (!runIn) return segment;
    appearances = replaceById(appearances, assignWinner(appearancesOf({ appearances }, segment), runIn.winnerId));
    const note: SegmentRunIn = {
      interfererId: runIn.interfererId, interferer: names.get(runIn.interfererId) ?? '',
      wrongedId: runIn.wrongedId, wronged: names.get(runIn.wrongedId) ?? '',
      winnerId: runIn.winnerId, winner: names.get(runIn.winnerId) ?? '',
      disqualification: runIn.disqualification, rivalryId: runIn.rivalryId,
    };
    const productionId = work.production.id;
    if (runIn.rivalryId !== null) {
      beats.push({ rivalryId: runIn.rivalryId, date, kind: 'brawl', gain: RUN_INS.heatGain, payoff: false, ends: false, productionId, segmentId: segment.id });
    } else {
      started.push({ sides: [[runIn.interfererId], [runIn.wrongedId]], origin: 'run-in', date, productionId });
    }
    return { ...segment, meta: { ...segment.meta, runIn: note } };
  });
  const previous = work.effects.rivalries ?? noRivalryEffects();
  const rivalries = { ...previous, beats: [...previous.beats, ...beats], started: [...previous.started, ...started] };
  return { ...work, segments, appearances, effects: { ...work.effects, rivalries } };
};

/**
 * rateSegments' living step, after the rating: a match a run-in changed says so in "Why this rating"
 * (a line of 0: the run-in explains the result, it does not move the stars).
 */
export const explainRunIns: CompletionStep = (work) => {
  if (!work.segments.some((s) => readRunIn(s.meta))) return work;
  const segments = work.segments.map((segment) => {
    const runIn = readRunIn(segment.meta);
    const explanation = storedRatingExplanation(segment);
    if (!runIn || !explanation || explanation.fired.some((rule) => rule.id === RUN_IN_RULE)) return segment;
    const stored = segment.meta.rating as RatingExplanation;
    const line = { id: RUN_IN_RULE, family: 'roles' as const, label: `Run-in: ${runInText(runIn)}`, amount: 0 };
    return withRatingExplanation(segment, { ...stored, fired: [...stored.fired, line] });
  });
  return { ...work, segments };
};

/**
 * assignStorylines' living step, after the storylines: a match a run-in changed tells it after its
 * own sentence. Issue 35: in words the promotion has not told in the last eight weeks when it can
 * (the story memory the storylines read), and the sentence is remembered with the card's story.
 */
export const tellRunIns: CompletionStep = (work) => {
  if (!work.segments.some((s) => readRunIn(s.meta))) return work;
  const companyId = storyCompanyOf(work);
  const memory = work.game && isLiving(work.game) ? storyMemoryOf(work.game.recentStories, companyId, work.production.date) : noStoryMemory();
  const told: string[] = [];
  const segments = work.segments.map((segment) => {
    const runIn = readRunIn(segment.meta);
    if (!runIn) return segment;
    const ways = Array.from({ length: RUN_IN_VARIANTS }, (_, variant) => `${runInText(runIn, variant)}.`);
    if (ways.some((way) => segment.storyline.includes(way))) return segment;
    const line = ways.find((way) => !memory.lines.has(storyHash(way)) && !told.includes(way)) ?? ways[0];
    told.push(line);
    return { ...segment, storyline: segment.storyline ? `${segment.storyline} ${line}` : line };
  });
  if (told.length === 0 || !work.game || !isLiving(work.game)) return { ...work, segments };
  const story: RecentStory = { companyId, date: work.production.date, templates: [], lines: told.map(storyHash) };
  return { ...work, segments, effects: { ...work.effects, stories: [...(work.effects.stories ?? []), story] } };
};
