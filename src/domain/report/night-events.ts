import { segmentRivalryNote, type Rivalry, type RivalryOrigin } from '../entities/rivalry';
import type { Segment } from '../entities/segment';
import { segmentDebuts } from '../production/storyline-steps';
import { readRunIn, runInText } from '../production/run-in-steps';

/** One thing that happened on a show beyond its results (issue 35): the results list each. */
export interface NightEvent {
  kind: 'title' | 'debut' | 'turn' | 'rivalry' | 'run-in';
  text: string;
  /** The wrestlers the text names (or may name), by id and name: the results link each to their page. */
  people: { id: number; name: string }[];
}

const ALIGNMENT_CHANGE = 'ALIGNMENT_CHANGE';

const BORN_OF: Readonly<Record<RivalryOrigin, string>> = {
  player: 'started by the booker’s office',
  title: 'born of the title change',
  repeated: 'born of repeated matches',
  betrayal: 'born of a betrayal',
  booker: 'started by the booker',
  challenge: 'a contender’s challenge for the title',
  'run-in': 'born of a run-in',
};

export interface NightRecords {
  productionId: number;
  /** In running order. */
  segments: readonly Pick<Segment & { id: number }, 'id' | 'type' | 'meta' | 'appearanceIds'>[];
  /** Per segment id: the wrestlers appearing (managers too), by name. */
  castOf: (segmentId: number) => string[];
  /** Per segment id: the wrestlers appearing (managers too), by id. */
  castIdsOf: (segmentId: number) => number[];
  /** Per segment id: "New champion: …" lines (the report's own). */
  titleChangesOf: (segmentId: number) => string[];
  nameOf: (wrestlerId: number) => string;
  /** The game's rivalries (those this show started are told); absent: none told. */
  rivalries?: readonly Pick<Rivalry, 'sides' | 'origin' | 'beats'>[];
}

const list = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Issue 35: every title change, debut, turn and rivalry step of a show, in running order (the
 * rivalries the show started last), as its results list them: the blog is no longer the only
 * place that tells them.
 */
export function nightEvents(r: NightRecords): NightEvent[] {
  const events: NightEvent[] = [];
  const sideName = (ids: readonly number[]) => ids.map(r.nameOf).join(' & ');
  const people = (ids: readonly number[]) => [...new Set(ids)].map((id) => ({ id, name: r.nameOf(id) }));
  for (const segment of r.segments) {
    const cast = people(r.castIdsOf(segment.id));
    for (const text of r.titleChangesOf(segment.id)) events.push({ kind: 'title', text, people: cast });
    const debuts = segmentDebuts(segment.meta);
    if (debuts.length > 0) events.push({ kind: 'debut', text: `Debut: ${list(debuts.map(r.nameOf))}`, people: people(debuts) });
    if (segment.type === ALIGNMENT_CHANGE && segment.appearanceIds.length > 0) {
      events.push({ kind: 'turn', text: `Turn: ${list(r.castOf(segment.id))} changed alignment`, people: cast });
    }
    // Issue 35 item 2: a run-in that changed a result.
    const runIn = readRunIn(segment.meta);
    if (runIn) events.push({ kind: 'run-in', text: `Run-in: ${runInText(runIn)}`, people: people([runIn.interfererId, runIn.wrongedId, runIn.winnerId]) });
    const note = segmentRivalryNote(segment.meta);
    if (note && note.sides[0].length > 0) {
      const name = `${sideName(note.sides[0])} vs. ${sideName(note.sides[1])}`;
      const step = note.ended ? 'the payoff, and it is over' : note.payoff ? 'the payoff, and it goes on' : `heat ${Math.round(note.heatBefore)} → ${Math.round(note.heatAfter)}`;
      events.push({ kind: 'rivalry', text: `Rivalry: ${name}, week ${note.week}: ${step}`, people: people(note.sides.flat()) });
    }
  }
  for (const rivalry of r.rivalries ?? []) {
    const start = rivalry.beats.find((b) => b.kind === 'start');
    if (!start || start.productionId !== r.productionId) continue;
    events.push({
      kind: 'rivalry',
      text: `Rivalry begun: ${sideName(rivalry.sides[0])} vs. ${sideName(rivalry.sides[1])}, ${BORN_OF[rivalry.origin]}`,
      people: people(rivalry.sides.flat()),
    });
  }
  return events;
}
