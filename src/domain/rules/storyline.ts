import type { SegmentKind } from '../catalog/segment-kind';
import type { Rng } from './rng';

/** One person in a segment, as the storyline names them. */
export interface StoryCastMember {
  name: string;
  groupId: number;
  winner?: boolean;
  loser?: boolean;
  manager?: boolean;
}

type Template = (names: { a: string; b: string; all: string; kind: string }) => string;

// Templates by situation; `a`/`b` are the winning/losing side in a decided match, otherwise the
// first and second side in running order. Short, so they fit a card on the production page.
const DECIDED: readonly Template[] = [
  ({ a, b }) => `After the bell, ${b} attacked ${a} from behind and left them laid out in the ring.`,
  ({ a, b }) => `${a} celebrated on the turnbuckle while ${b} demanded a rematch all the way up the ramp.`,
  ({ a, b, kind }) => `${b} refused to shake hands with ${a} after the ${kind} match, and the crowd smelled a feud.`,
  ({ a, b }) => `${a} stood tall as ${b} was helped to the back, vowing revenge next week.`,
];
const UNDECIDED: readonly Template[] = [
  ({ all }) => `Neither side could put the other away: ${all} brawled into the crowd after the bell.`,
  ({ all }) => `${all} traded blows until officials separated them, and nobody left satisfied.`,
];
const SOLO: readonly Template[] = [
  ({ a }) => `${a} grabbed the microphone and called out the whole locker room.`,
  ({ a }) => `${a} promised the fans that the best is yet to come.`,
  ({ a, kind }) => `${a} owned the ${kind} segment and the crowd hung on every word.`,
];
const DUO: readonly Template[] = [
  ({ a, b }) => `${a} was interrupted by ${b}, and the exchange got heated fast.`,
  ({ a, b }) => `${a} and ${b} went face to face until security had to step in.`,
  ({ a, b }) => `${b} laughed off everything ${a} had to say, then walked away smiling.`,
];
const TURN: readonly Template[] = [
  ({ all }) => `${all} shocked everyone with a change of heart that nobody saw coming.`,
  ({ all }) => `The crowd did not know how to react as ${all} turned their back on old friends.`,
];
const FAREWELL: readonly Template[] = [
  ({ all }) => `${all} said goodbye to the fans in an emotional farewell.`,
  ({ all }) => `The locker room emptied onto the stage to applaud ${all} one last time.`,
];

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Each side (group) as one name: team mates are joined with "&". */
function sides(cast: readonly StoryCastMember[]): { groupId: number; name: string; winner: boolean; loser: boolean }[] {
  const groups = new Map<number, StoryCastMember[]>();
  for (const member of cast) groups.set(member.groupId, [...(groups.get(member.groupId) ?? []), member]);
  return [...groups].map(([groupId, members]) => ({
    groupId,
    name: members.map((m) => m.name).join(' & '),
    winner: members.some((m) => m.winner),
    loser: members.some((m) => m.loser),
  }));
}

const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.min(items.length - 1, Math.floor(rng() * items.length))];

/**
 * A short random narrative for a segment (SPEC §4 step 12). Empty when nobody appears: an empty
 * segment has no story. Managers are named only when nobody else appears.
 */
export function writeStoryline(
  kind: Pick<SegmentKind, 'type' | 'name' | 'competition'>,
  cast: readonly StoryCastMember[],
  rng: Rng,
): string {
  const performers = cast.some((m) => !m.manager) ? cast.filter((m) => !m.manager) : cast;
  if (performers.length === 0) return '';
  const teams = sides(performers);
  const all = listNames(teams.map((t) => t.name));
  const names = (a: string, b: string) => ({ a, b, all, kind: kind.name });

  if (kind.type === 'ALIGNMENT_CHANGE') return pick(TURN, rng)(names(all, all));
  if (kind.type === 'RETIREMENT') return pick(FAREWELL, rng)(names(all, all));
  if (kind.competition && teams.length >= 2) {
    const winners = teams.filter((t) => t.winner);
    const losers = teams.filter((t) => !t.winner);
    // A draw, no result yet, or everyone flagged a winner: there is no side to blame.
    if (winners.length === 0 || losers.length === 0) return pick(UNDECIDED, rng)(names(all, all));
    return pick(DECIDED, rng)(names(listNames(winners.map((t) => t.name)), listNames(losers.map((t) => t.name))));
  }
  if (teams.length === 1) return pick(SOLO, rng)(names(teams[0].name, teams[0].name));
  return pick(DUO, rng)(names(teams[0].name, listNames(teams.slice(1).map((t) => t.name))));
}
