import { kindOrDefault, segmentKindByType } from '../../catalog/segment-kinds';
import { competitionKinds } from '../../catalog/competition-kinds';
import type { Stored } from '../../entities/base';
import type { Championship } from '../../entities/championship';
import type { Wrestler } from '../../entities/wrestler';
import { holdersJoin, segmentFitsTitle } from '../title-fit';
import { groupsOf, type CoachCast, type CoachSegment, type RatingScene } from './expected-rating';

/** The four single changes the coach weighs (issue 17 item 6). */
export type CoachChange =
  | { kind: 'swap'; outId: number; inId: number }
  | { kind: 'type'; type: string }
  | { kind: 'title'; championshipId: number }
  | { kind: 'manager'; wrestlerId: number; groupId: number };

/** What the coach may book besides the segment's own cast. */
export interface CoachScene extends RatingScene {
  /** Who may step in: in-ring, healthy, signed, of the show's brand and not elsewhere on the card. */
  available: readonly Stored<Wrestler>[];
  /** Active titles of the show's brands that could go on the line. */
  championships: readonly Stored<Championship>[];
}

// Kinds with eliminations are run by their own screens (rumbles), and a dark match is off the
// broadcast: the coach never proposes them. The rest keep the catalogue's order (plainest first).
const matchKinds = competitionKinds.filter((kind) => !kind.eliminations && kind.type !== 'DARK_MATCH');

/** Kinds named after their shape fit only that shape; the others need their least competitors. */
const SHAPES: Record<string, (sides: number[]) => boolean> = {
  SINGLES: (sides) => sides.length === 2 && sides.every((n) => n === 1),
  TRIPLE_THREAT: (sides) => sides.length === 3,
  FATAL_FOUR_WAY: (sides) => sides.length === 4,
  TAG_TEAM: (sides) => sides.length === 2 && sides.every((n) => n === 2),
};

const isCompetitor = (a: CoachCast): boolean => !a.manager;

/** The segment with a change made, as the segment use cases would make it. */
export function applyChange(segment: CoachSegment, change: CoachChange, scene: Pick<CoachScene, 'championships'>): CoachSegment {
  switch (change.kind) {
    case 'swap':
      return { ...segment, cast: segment.cast.map((a) => (a.wrestlerId === change.outId && !a.manager ? { ...a, wrestlerId: change.inId } : a)) };
    case 'type': {
      // The use case books the new kind's default length with it (segment-fields.ts setType).
      const duration = segment.duration === undefined ? undefined : segmentKindByType(change.type)?.defaultDuration ?? segment.duration;
      return { ...segment, type: change.type, ...(duration === undefined ? {} : { duration }) };
    }
    case 'manager':
      return { ...segment, cast: [...segment.cast, { wrestlerId: change.wrestlerId, groupId: change.groupId, manager: true }] };
    case 'title': {
      const title = scene.championships.find((t) => t.id === change.championshipId);
      if (!title) return segment;
      const { groupId, joining } = holdersJoin(segment.cast, title.wrestlerIds);
      return {
        ...segment,
        championshipIds: [...segment.championshipIds, title.id],
        cast: [...segment.cast, ...joining.map((wrestlerId) => ({ wrestlerId, groupId, manager: false }))],
      };
    }
  }
}

/** Swaps: each competitor (a champion defending stays) for each available wrestler of the same division. */
function swaps(segment: CoachSegment, scene: CoachScene): CoachChange[] {
  const present = new Set(segment.cast.map((a) => a.wrestlerId));
  const defending = new Set(scene.championships.filter((t) => segment.championshipIds.includes(t.id)).flatMap((t) => t.wrestlerIds));
  const changes: CoachChange[] = [];
  for (const a of segment.cast.filter(isCompetitor)) {
    const out = scene.wrestlers.get(a.wrestlerId);
    if (!out || defending.has(a.wrestlerId)) continue;
    for (const w of scene.available) {
      if (!present.has(w.id) && w.gender === out.gender) changes.push({ kind: 'swap', outId: a.wrestlerId, inId: w.id });
    }
  }
  return changes;
}

/** Match kinds that fit the sides and the number of competitors, in the catalogue's order. */
function types(segment: CoachSegment): CoachChange[] {
  const kind = kindOrDefault(segment.type);
  if (!kind.competition && kind.category !== 'Presentation') return [];
  const groups = groupsOf(segment.cast);
  const competitors = groups.reduce((n, g) => n + g.length, 0);
  if (groups.length < 2) return [];
  const sizes = groups.map((g) => g.length);
  return matchKinds
    .filter((k) => k.type !== segment.type && competitors >= k.minAppearances && competitors <= k.maxAppearances)
    .filter((k) => SHAPES[k.type]?.(sizes) ?? true)
    .map((k) => ({ kind: 'type', type: k.type }));
}

/** Holders joining must not turn the match into another kind (a singles match into a triple threat). */
const keepsShape = (type: string, changed: CoachSegment): boolean => {
  const groups = groupsOf(changed.cast);
  const kind = kindOrDefault(type);
  return (SHAPES[type]?.(groups.map((g) => g.length)) ?? true) && groups.flat().length <= kind.maxAppearances;
};

/** A title for a match with none on the line, when its holders are free to join and every side fits it. */
function titles(segment: CoachSegment, scene: CoachScene): CoachChange[] {
  if (!kindOrDefault(segment.type).competition || segment.championshipIds.length > 0) return [];
  const free = new Set([...scene.available.map((w) => w.id), ...segment.cast.map((a) => a.wrestlerId)]);
  const people = new Map([...scene.wrestlers, ...scene.available.map((w) => [w.id, w] as const)]);
  return scene.championships
    .filter((t) => t.wrestlerIds.every((id) => free.has(id)) && segmentFitsTitle(t, segment.cast, people).fits)
    .filter((t) => keepsShape(segment.type, applyChange(segment, { kind: 'title', championshipId: t.id }, scene)))
    .map((t) => ({ kind: 'title', championshipId: t.id }));
}

/** A wrestler walking out with a side as its manager. */
function managers(segment: CoachSegment, scene: CoachScene): CoachChange[] {
  const present = new Set(segment.cast.map((a) => a.wrestlerId));
  const groupIds = [...new Set(segment.cast.filter(isCompetitor).map((a) => a.groupId))];
  if (groupIds.length === 0) return [];
  return scene.available.filter((w) => !present.has(w.id)).flatMap((w) => groupIds.map((groupId) => ({ kind: 'manager', wrestlerId: w.id, groupId }) as CoachChange));
}

/** Every single change the coach weighs, in the order ties are broken (swaps, match kinds, titles, managers). */
export function candidateChanges(segment: CoachSegment, scene: CoachScene): CoachChange[] {
  const kind = kindOrDefault(segment.type);
  if (!kind.canUpdateAppearances) return [];
  return [...swaps(segment, scene), ...types(segment), ...titles(segment, scene), ...managers(segment, scene)];
}
