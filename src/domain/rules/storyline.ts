import type { SegmentKind } from '../catalog/segment-kind';
import type { Rng } from './rng';
import { writeCardStories, type StoryRequest } from './story/card-stories';
import type { Situation, StoryNames } from './story/story-types';

export { writeCardStories, type StoryRequest } from './story/card-stories';

/** One person in a segment, as the storyline names them. */
export interface StoryCastMember {
  name: string;
  groupId: number;
  winner?: boolean;
  loser?: boolean;
  manager?: boolean;
  /** Their first appearance ever (see storyline-steps.ts for how a completion decides it). */
  debut?: boolean;
}

/** A rivalry's chapter (living rules): its sides' names in the rivalry's order, and this segment's part. */
export interface RivalryChapter {
  week: number;
  sides: [string, string];
  /** The side that won this segment, or null (not a decided match between them). */
  winner: 0 | 1 | null;
  payoff: boolean;
  ended: boolean;
  /**
   * Issue 35: this is the sides' first segment in the rivalry, so a winner's is truly a first win
   * (only then may a line call it one). Absent: not known to be, and no line says so.
   */
  firstMeeting?: boolean;
}

/** What else the card knows about a segment beyond its cast. */
export interface StoryContext {
  /** Titles that changed hands in it, and whom from ('' when vacant or unknown). */
  titleChange?: { titles: string; from: string };
  rivalry?: RivalryChapter;
  show?: string;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Each side (group) as one name: team mates are joined with "&". */
function sides(cast: readonly StoryCastMember[]) {
  const groups = new Map<number, StoryCastMember[]>();
  for (const member of cast) groups.set(member.groupId, [...(groups.get(member.groupId) ?? []), member]);
  return [...groups.values()].map((members) => ({
    name: members.map((m) => m.name).join(' & '),
    winner: members.some((m) => m.winner),
    debut: members.some((m) => m.debut === true),
  }));
}

const BRAWLS = new Set(['BRAWL', 'BACKSTAGE_BRAWL']);

/**
 * What a segment's storyline should tell, or null when nobody appears (an empty segment has no
 * story). Managers are named only when nobody else appears. A rivalry's chapter comes first, then
 * a title change, a debut, and the kind of segment.
 */
export function storyRequest(
  kind: Pick<SegmentKind, 'type' | 'name' | 'competition'>,
  cast: readonly StoryCastMember[],
  context: StoryContext = {},
): StoryRequest | null {
  const performers = cast.some((m) => !m.manager) ? cast.filter((m) => !m.manager) : cast;
  if (performers.length === 0) return null;
  const teams = sides(performers);
  const all = listNames(teams.map((t) => t.name));
  const base = { all, kind: kind.name, title: '', from: '', show: context.show ?? 'the show', rivalry: '', week: 0 };
  const tell = (situation: Situation, a: string, b: string, extra: Partial<StoryNames> = {}): StoryRequest => ({
    situation, names: { ...base, a, b, ...extra },
  });

  const winners = teams.filter((t) => t.winner);
  const losers = teams.filter((t) => !t.winner);
  // A draw, no result yet, or everyone flagged a winner: there is no side to blame.
  const decided = kind.competition && teams.length >= 2 && winners.length > 0 && losers.length > 0;
  const [won, lost] = [listNames(winners.map((t) => t.name)), listNames(losers.map((t) => t.name))];

  const rivalry = context.rivalry;
  if (rivalry) {
    const [x, y] = rivalry.winner === 1 ? [rivalry.sides[1], rivalry.sides[0]] : rivalry.sides;
    const won = rivalry.winner !== null ? (rivalry.firstMeeting === true ? 'rivalryFirstWin' : 'rivalryWin') : 'rivalryMoment';
    const situation = rivalry.ended ? 'ended' : rivalry.payoff ? 'payoff' : won;
    return tell(situation, x, y, { rivalry: `${rivalry.sides[0]} vs. ${rivalry.sides[1]}`, week: rivalry.week });
  }
  if (kind.type === 'ALIGNMENT_CHANGE') return tell('turn', all, all);
  if (kind.type === 'RETIREMENT') return tell('farewell', all, all);
  if (context.titleChange && decided) {
    const { titles, from } = context.titleChange;
    return tell(from ? 'titleWon' : 'titleClaimed', won, lost, { title: titles, from });
  }
  const debutants = teams.filter((t) => t.debut);
  if (debutants.length > 0) {
    const others = teams.filter((t) => !debutants.includes(t));
    const a = listNames(debutants.map((t) => t.name));
    return others.length > 0 ? tell('debut', a, listNames(others.map((t) => t.name))) : tell('debutSolo', a, a);
  }
  if (decided) return tell(BRAWLS.has(kind.type) ? 'brawl' : 'decided', won, lost);
  if (kind.competition && teams.length >= 2) return tell('undecided', all, all);
  if (teams.length === 1) return tell('solo', teams[0].name, teams[0].name);
  const rest = listNames(teams.slice(1).map((t) => t.name));
  return tell(kind.type === 'CONTRACT_SIGNING' ? 'signing' : 'duo', teams[0].name, rest);
}

/**
 * A short random narrative for one segment (SPEC §4 step 12); a card's storylines are written
 * together with writeCardStories so none repeats. Empty when nobody appears.
 */
export function writeStoryline(
  kind: Pick<SegmentKind, 'type' | 'name' | 'competition'>,
  cast: readonly StoryCastMember[],
  rng: Rng,
): string {
  return writeCardStories([storyRequest(kind, cast)], rng)[0];
}
