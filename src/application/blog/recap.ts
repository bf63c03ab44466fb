import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { readRunIn } from '../../domain/production/run-in-steps';
import { storyOf } from './recap-story';
import { writeRecapText } from './recap-text';
import type { Recap, RecapInput, RecapMatch, RecapSegmentInput } from './recap-types';

export type { Recap, RecapInput, RecapMatch, RecapSegmentInput } from './recap-types';

function sidesOf(cast: RecapSegmentInput['cast']) {
  // Managers accompany a side; they are not named as one of its members.
  const performers = cast.some((m) => !m.manager) ? cast.filter((m) => !m.manager) : cast;
  const groups = new Map<number, RecapSegmentInput['cast']>();
  for (const member of performers) groups.set(member.groupId, [...(groups.get(member.groupId) ?? []), member]);
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([, members]) => ({
      name: members.map((m) => m.name).join(' & '),
      // Members read without their wrestler are left out (their name is still in `name`).
      people: members.flatMap((m) => (m.wrestlerId === undefined ? [] : [{ id: m.wrestlerId, name: m.name }])),
      winner: members.some((m) => m.winner),
      draw: members.some((m) => m.draw),
    }));
}

function matchOf({ segment, cast, championships, newChampionships }: RecapSegmentInput): RecapMatch {
  const sides = sidesOf(cast);
  const decided = sides.some((s) => s.winner) && sides.some((s) => !s.winner);
  return {
    kindName: kindOrDefault(segment.type).name,
    rating: segment.rating,
    sides: sides.map((s) => s.name),
    sidePeople: sides.map((s) => s.people),
    winners: decided ? sides.filter((s) => s.winner).map((s) => s.name) : [],
    winnerPeople: decided ? sides.filter((s) => s.winner).map((s) => s.people) : [],
    losers: decided ? sides.filter((s) => !s.winner).map((s) => s.name) : [],
    draw: !decided && sides.some((s) => s.draw),
    championships,
    newChampionships,
    ...(readRunIn(segment.meta)?.disqualification ? { disqualification: true } : {}),
  };
}

/** Everyone on the card with a known id, once each, in running order, and a run-in's interferer (off the card). */
function peopleOf(segments: readonly RecapSegmentInput[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  const add = (id: number | undefined, name: string) => {
    if (id !== undefined && name && !seen.has(id)) seen.set(id, name);
  };
  for (const s of segments) {
    for (const a of s.cast) add(a.wrestlerId, a.name);
    const runIn = readRunIn(s.segment.meta);
    if (runIn) add(runIn.interfererId, runIn.interferer);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** SPEC: the blog "recaps results and storylines of past productions". Pure: same input, same recap. */
export function buildRecap(input: RecapInput): Recap {
  const withCast = input.segments.filter((s) => s.cast.length > 0);
  const matches = withCast.filter((s) => kindOrDefault(s.segment.type).competition);
  const main = matches.at(-1);
  const best = withCast.reduce<RecapSegmentInput | undefined>((top, s) => (s.segment.rating > (top?.segment.rating ?? 0) ? s : top), undefined);
  const facts = {
    productionId: input.production.id,
    showName: input.showName,
    date: input.production.date,
    venue: input.venue,
    viewers: input.production.viewers,
    attendance: input.production.attendance,
    payout: input.production.payout,
    mainEvent: main ? matchOf(main) : null,
    bestSegment: best ? matchOf(best) : null,
    bestIsMainEvent: best !== undefined && best === main,
    storylines: input.segments.map((s) => s.segment.storyline.trim()).filter(Boolean),
    people: peopleOf(input.segments),
    story: storyOf(input.segments),
  };
  const { bestIsMainEvent, ...recap } = facts;
  return { ...recap, ...writeRecapText({ ...facts, bestIsMainEvent }) };
}
