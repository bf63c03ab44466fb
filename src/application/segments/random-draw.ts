import { shapeForUpdate } from '../../domain/entities/record-shape';
import { withDerivedFields } from '../../domain/entities/derived-fields';
import { kindOrDefault, type SegmentKind } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import type { Game } from '../../domain/entities/game';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { championshipsToAttach } from '../../domain/rules/championship';
import { needsCompetitors } from '../../domain/rules/card-fill';
import { eligibilityBrands, isEligible, matchShapeForKind, randomMatch, type RandomMatch } from '../../domain/rules/random-match';
import type { Rng } from '../../domain/rules/rng';
import { TITLE_MATCH, titleMatch, type TitleMatch } from '../../domain/rules/title-match';
import { livingTitleMatch, livingTitleUrgency } from '../../domain/rules/living/title-booking';
import { topOfCardPool } from '../../domain/rules/living/skills';
import { titleMatchShare } from '../../domain/rules/living/title-plan';
import type { PlannedBout } from '../../domain/rules/living/booking-plan';
import { isTalkingType } from '../../domain/rules/living/presentation-rating';
import { drawSpeakers } from '../../domain/rules/living/talking-booking';
import { squashLength, squashPair } from '../../domain/rules/living/squash';
import { readRivalries } from '../../domain/entities/rivalry';
import { freshMainEvent, isRecentMainEvent } from '../../domain/rules/living/main-event-memory';
import type { Repositories } from '../ports/unit-of-work.port';
import { appearanceFields, type NewAppearance } from './segment-records';

/** Everything a draw reads besides the segment itself: the same for every segment of a production. */
export interface DrawScope {
  game: Stored<Game>;
  wrestlers: Stored<Wrestler>[];
  production: Stored<Production> | undefined;
  show: Stored<Show> | undefined;
  championships: Stored<Championship>[];
  /** Issue 15: a living game's booker puts titles on the line on purpose (living-title-scope.ts). */
  titleWeek?: TitleWeek;
  /** Issue 17: a living card's booking plan (card-plan.ts): segment id → who meets whom there. */
  plan?: ReadonlyMap<number, PlannedBout>;
  /** Everyone the plan books, kept out of the segments it leaves to the draw. */
  reserved?: readonly number[];
  /**
   * Issue 35 item 2: undecided segments the living booker made talking ones (card-plan.ts
   * withTalking): segment id → the talking kind.
   */
  talking?: ReadonlyMap<number, string>;
  /** Issue 35: undecided segments the living booker made squashes (card-plan.ts withSquashes). */
  squashes?: ReadonlySet<number>;
  /**
   * Issue 36: the main-event pairings the booker avoids: its show's and its promotion's other
   * weekly shows' (main-event-memory.ts promotionMemory); living only.
   */
  mainEventMemory?: readonly string[];
  /** The same without the events' last main events: what keeps the star's match from moving up. */
  starMemory?: readonly string[];
}

/** The pairings a main event avoids: the promotion's memory when read, else the show's own. */
export const mainEventMemoryOf = (scope: Pick<DrawScope, 'mainEventMemory' | 'show'>): readonly string[] =>
  scope.mainEventMemory ?? scope.show?.recentMainEvents ?? [];

/** What the living booker knows of the week around the card. */
export interface TitleWeek {
  /** The whole roster (the scope's wrestlers are only the fit ones). */
  roster: Stored<Wrestler>[];
  /** Wrestlers with a title match on another card within LIVING_TITLES.restDays. */
  busyIds: number[];
  /** Titles on the line on another card within the same days. */
  busyTitleIds: number[];
  /** Weeks each title has waited for a match (titleIdleWeeks). */
  idleWeeks: ReadonlyMap<number, number>;
  /** Issue 36: days each held title has been off the line (bookerDaysOffLine); none known: 0. */
  offLineDays?: ReadonlyMap<number, number>;
  /** The card's main event: its last drawn segment. */
  mainEventId: number | null;
}

export interface Draw {
  entries: NewAppearance[];
  changes: Partial<Segment>;
}

/** Competition kinds, and undecided DEFAULT segments, get random appearances; the others do not. */
export const isDrawn = (segment: Pick<Segment, 'type'>): boolean => needsCompetitors(segment.type);

/** Issue 35 item 2: an empty talking segment, which a living booker fills with speakers (a talking segment with people keeps them). */
export const isOpenTalking = (segment: Pick<Segment, 'type' | 'appearanceIds'>): boolean =>
  isTalkingType(segment.type) && segment.appearanceIds.length === 0;

/** What a draw fills: isDrawn's segments, and on a living game (a scope with a titleWeek) empty talking segments too. */
export const isDrawnIn = (scope: Pick<DrawScope, 'titleWeek'> | undefined, segment: Pick<Segment, 'type' | 'appearanceIds'>): boolean =>
  isDrawn(segment) || (scope?.titleWeek !== undefined && isOpenTalking(segment));

/**
 * A DEFAULT segment is an undecided one: the draw names it. Pairs make a tag match; single
 * wrestlers make a singles match, a Triple Threat or a Fatal 4-Way by the number of sides.
 */
function kindFor(segment: Segment, match: RandomMatch): SegmentKind {
  if (segment.type !== 'DEFAULT' || match.participants.length === 0) return kindOrDefault(segment.type);
  if (match.teams.some((team) => team.length > 1)) return kindOrDefault('TAG_TEAM');
  const bySides: Record<number, string> = { 3: 'TRIPLE_THREAT', 4: 'FATAL_FOUR_WAY' };
  return kindOrDefault(bySides[match.teams.length] ?? 'SINGLES');
}

/** A draw that names the segment's kind sets the kind's category and duration with it. */
const kindChangesTo = (segment: Segment, next: SegmentKind): Partial<Segment> =>
  next.type === segment.type ? {} : { type: next.type, category: next.category, duration: next.defaultDuration };

/** What both bookers' title matches read of the draw: the division focus, titles, roster, brands and the show's band. */
const titleMatchScope = (scope: DrawScope, excludeIds: readonly number[]) => ({
  focus: scope.game.gender,
  titles: scope.championships,
  wrestlers: scope.wrestlers,
  brandIds: eligibilityBrands(scope.production?.brandIds ?? [], scope.game.brandIds),
  show: scope.show,
  minPoints: scope.show?.minPoints,
  excludeIds,
});

/**
 * The booker's title match for an undecided (DEFAULT) segment: a coin (TITLE_MATCH.share) and,
 * when it lands and a title match can be made on this card, that match; otherwise null. The card's
 * first drawn segment (nobody booked on it yet) is likelier to be one: later segments often find a
 * champion already booked, and a trio of champions seldom all free.
 */
export function drawTitleMatch(scope: DrawScope, segment: Segment, excludeIds: readonly number[], rng: Rng): Draw | null {
  const share = excludeIds.length === 0 ? TITLE_MATCH.firstShare : TITLE_MATCH.share;
  if (segment.type !== 'DEFAULT' || rng() >= share) return null;
  const booked = titleMatch(titleMatchScope(scope, excludeIds), rng);
  return booked ? titleMatchDraw(scope, segment, booked) : null;
}

/**
 * The living booker's title match (issue 15 item 7): an undecided segment becomes one by the show
 * type's share for a main event or an undercard segment (title-plan.ts), with the challengers at
 * the top of the ranking and nobody who has had a title match this week.
 */
export function drawLivingTitleMatch(scope: DrawScope, week: TitleWeek, segment: Segment, excludeIds: readonly number[], rng: Rng): Draw | null {
  const main = segment.id === week.mainEventId;
  if (segment.type !== 'DEFAULT') return null;
  const share = titleMatchShare(scope.show?.type, main);
  const { game, production } = scope;
  const input = {
    ...titleMatchScope(scope, excludeIds),
    roster: week.roster,
    busyIds: week.busyIds,
    busyTitleIds: week.busyTitleIds,
    date: production?.date || game.date,
    idleWeeks: week.idleWeeks,
    offLineDays: week.offLineDays,
    slot: main ? ('main' as const) : ('undercard' as const),
  };
  // Issue 36: a title long off the line (or vacant) raises the chance, to certainty (title-holders.ts).
  const chance = share >= 1 ? share : Math.max(share, livingTitleUrgency(input));
  if (chance === 0 || rng() >= chance) return null;
  // Issue 36: a main event looks for challengers who did not headline the show with the champion lately.
  const booked = main ? freshMainEvent(() => livingTitleMatch(input, rng), (m) => m.teams.flat(), mainEventMemoryOf(scope)) : livingTitleMatch(input, rng);
  return booked ? titleMatchDraw(scope, segment, booked) : null;
}

/**
 * SPEC §4/§5 "Randomising a segment", the pure part: eligible wrestlers not booked elsewhere on
 * the card, then a 50% coin for a title the chosen ones hold (at most one, fitting the drawn
 * sides: championshipsToAttach). Draws from `rng` in that order. An undecided segment first tries
 * the booker's title match (drawTitleMatch; on a living game drawLivingTitleMatch and no coin).
 * A living card's booking plan (scope.plan) books its segments first; the rest leave its people out.
 */
export function drawSegment(scope: DrawScope, segment: Segment, excluded: readonly number[], rng: Rng): Draw {
  const { game, production, show } = scope;
  const planned = segment.id === undefined ? undefined : scope.plan?.get(segment.id);
  if (planned) return plannedDraw(scope, segment, planned);
  const excludeIds = scope.reserved?.length ? [...excluded, ...scope.reserved] : excluded;
  const week = scope.titleWeek;
  // Issue 35 item 2: a living booker's talking segment gets speakers, not a match.
  const talk = week ? (segment.id === undefined ? undefined : scope.talking?.get(segment.id)) ?? (isTalkingType(segment.type) ? segment.type : undefined) : undefined;
  const talked = talk ? talkingDraw(scope, segment, talk, excludeIds, rng) : null;
  // An undecided segment nobody is free to talk in stays a match to draw.
  if (talked && (talked.entries.length > 0 || segment.type !== 'DEFAULT')) return talked;
  // Issue 35: a squash, when a pushed wrestler and enhancement talent are both free.
  const squashed = week && segment.id !== undefined && scope.squashes?.has(segment.id) ? squashDraw(scope, segment, excludeIds, rng) : null;
  if (squashed) return squashed;
  const titled = week ? drawLivingTitleMatch(scope, week, segment, excludeIds, rng) : drawTitleMatch(scope, segment, excludeIds, rng);
  if (titled) return titled;
  const kind = kindOrDefault(segment.type);
  const drawFrom = (wrestlers: readonly Stored<Wrestler>[]) => randomMatch(
    {
      wrestlers: [...wrestlers],
      // The game's gender focus weights the division (0.75 / 0.25), never excludes the other (issue 13).
      focus: game.gender,
      brandIds: eligibilityBrands(production?.brandIds ?? [], game.brandIds),
      // The show's points band replaces the generic minimum of 40 (docs/decisions-use-cases.md).
      show,
      minPoints: show?.minPoints,
      excludeIds,
      ...(segment.type === 'DEFAULT' ? {} : matchShapeForKind(kind)),
    },
    rng,
  );
  // Issue 35: a living card's main event is drawn from the highest pushes first (skills.ts), the
  // whole fit roster when they make no match. Champions are left to the title picture (a main
  // event that took them would keep their titles off the card).
  const holders = new Set(scope.championships.filter((c) => c.active).flatMap((c) => c.wrestlerIds));
  const main = week !== undefined && segment.id !== undefined && segment.id === week.mainEventId;
  const pushed = main ? topOfCardPool(scope.wrestlers.filter((w) => !holders.has(w.id))) : scope.wrestlers;
  // Issue 36: a main event not booked on the show or its promotion's weekly shows lately
  // (main-event-memory.ts); when the top of the card has only such pairings left (a division of two
  // pushed wrestlers), the whole fit roster is tried before one is booked again.
  const memory = mainEventMemoryOf(scope);
  const fresh = (pool: readonly Stored<Wrestler>[]) => freshMainEvent(() => drawFrom(pool), (m) => m.teams.flat(), memory)!;
  const topDraw = main ? fresh(pushed) : drawFrom(pushed);
  const wide = main && pushed !== scope.wrestlers && isRecentMainEvent(memory, topDraw.teams.flat()) ? fresh(scope.wrestlers) : null;
  const first = wide && wide.teams.length > 0 && !isRecentMainEvent(memory, wide.teams.flat()) ? wide : topDraw;
  const match = first.teams.length === 0 && pushed !== scope.wrestlers ? drawFrom(scope.wrestlers) : first;
  const byId = new Map(scope.wrestlers.map((w) => [w.id, w]));
  const sides = match.teams.map((team) => team.map((id) => byId.get(id)!));
  // Living rules put no title on the line by a coin: only the booker's title matches carry one.
  const titles = week ? [] : championshipsToAttach(scope.championships, sides, rng);
  const next = kindFor(segment, match);
  return {
    entries: match.participants.map((p) => ({ wrestler: byId.get(p.wrestlerId)!, groupId: p.groupId })),
    changes: { ...kindChangesTo(segment, next), championshipIds: titles },
  };
}

/** The scope's (fit) wrestlers eligible for the card, either division, and not in `excludeIds`: who a talking segment or a squash draws from. */
function freeForCard(scope: DrawScope, excludeIds: readonly number[]): Stored<Wrestler>[] {
  const { game, production, show } = scope;
  const brandIds = eligibilityBrands(production?.brandIds ?? [], game.brandIds);
  return scope.wrestlers.filter((w) => isEligible(w, { gender: w.gender, brandIds, show, minPoints: show?.minPoints, excludeIds }));
}

/**
 * Issue 35 item 2: a talking segment's speakers (talking-booking.ts drawSpeakers) from the fit
 * wrestlers eligible for the card (either division) and booked nowhere else on it; an undecided
 * segment the booker chose to talk takes the talking kind. Nobody free: no speakers.
 */
function talkingDraw(scope: DrawScope, segment: Segment, type: string, excludeIds: readonly number[], rng: Rng, pool?: readonly Stored<Wrestler>[]): Draw {
  const { game, production } = scope;
  const brandIds = eligibilityBrands(production?.brandIds ?? [], game.brandIds);
  const candidates = pool ?? freeForCard(scope, excludeIds);
  const sides = drawSpeakers({
    type,
    candidates,
    rivalries: readRivalries(game.rivalries),
    titles: scope.championships.filter((t) => t.brandIds.length === 0 || brandIds.length === 0 || t.brandIds.some((id) => brandIds.includes(id))),
    date: production?.date || game.date,
    focus: game.gender,
  }, rng);
  const byId = new Map(scope.wrestlers.map((w) => [w.id, w]));
  return {
    entries: sides.flatMap((side, i) => side.map((id) => ({ wrestler: byId.get(id)!, groupId: i + 1 }))),
    changes: { ...kindChangesTo(segment, kindOrDefault(type)), championshipIds: [] },
  };
}

/**
 * Issue 35: a squash (squash.ts): a pushed wrestler against enhancement talent, a singles match
 * booked two or two and a half minutes, from the fit wrestlers eligible for the card and booked
 * nowhere else on it; null when the card has no such pair free.
 */
function squashDraw(scope: DrawScope, segment: Segment, excludeIds: readonly number[], rng: Rng): Draw | null {
  const pair = squashPair(freeForCard(scope, excludeIds), rng);
  if (!pair) return null;
  const byId = new Map(scope.wrestlers.map((w) => [w.id, w]));
  return {
    entries: [{ wrestler: byId.get(pair.winnerId)!, groupId: 1 }, { wrestler: byId.get(pair.loserId)!, groupId: 2 }],
    changes: { ...kindChangesTo(segment, kindOrDefault('SINGLES')), duration: squashLength(rng), championshipIds: [] },
  };
}

/**
 * Issue 35: a match the roster could not fill on a living card short of its slot becomes a promo
 * by people already wrestling on the card (hyping their match; a face to face when two of them are
 * rivals or foes): `pool` are those free to talk (in a match, in no other talking segment).
 * Nobody in the pool: no speakers.
 */
export const hypePromoDraw = (scope: DrawScope, segment: Segment, pool: readonly Stored<Wrestler>[], rng: Rng): Draw =>
  talkingDraw(scope, segment, 'PROMO', [], rng, pool);

/**
 * An undecided segment the booker made a title match (issue 13): a Championship match for a singles
 * title, a Tag Team for a team title, with that title on the line.
 */
function titleMatchDraw(scope: DrawScope, segment: Segment, booked: TitleMatch): Draw {
  const byId = new Map(scope.wrestlers.map((w) => [w.id, w]));
  const next = kindOrDefault(booked.teams[0].length > 1 ? 'TAG_TEAM' : 'CHAMPIONSHIP');
  return {
    entries: booked.teams.flatMap((team, i) => team.map((id) => ({ wrestler: byId.get(id)!, groupId: i + 1 }))),
    changes: { ...kindChangesTo(segment, next), championshipIds: [booked.championshipId] },
  };
}

/** A segment the booking plan filled: its sides as groups, its kind when it was undecided, its title if any. */
function plannedDraw(scope: DrawScope, segment: Segment, bout: PlannedBout): Draw {
  const byId = new Map(scope.wrestlers.map((w) => [w.id, w]));
  return {
    entries: bout.teams.flatMap((team, i) => team.map((id) => ({ wrestler: byId.get(id)!, groupId: i + 1 }))),
    changes: { ...kindChangesTo(segment, kindOrDefault(bout.type)), championshipIds: [...bout.championshipIds] },
  };
}

/** The drawn appearances replace the segment's own; it becomes incomplete. Returns the segment. */
export async function writeDraw(tx: Repositories, segment: Stored<Segment>, draw: Draw): Promise<Stored<Segment>> {
  // Issue 19 (interaction-p95): as a card of one, in three rounds of requests (the deletes together,
  // the new appearances, the segment once) instead of a delete after another and the segment twice.
  const written = await writeCard(tx, new Map([[segment.id, segment]]), new Map([[segment.id, draw]]));
  return written.get(segment.id)!;
}

/**
 * Writes several segments' draws at once (null: only mark the segment incomplete): the old
 * appearances deleted, every new one created in one request in running order (so ids come out as
 * drawing one by one gives them), then each segment updated. Returns the updated segments.
 */
export async function writeCard(
  tx: Repositories,
  segments: ReadonlyMap<number, Stored<Segment>>,
  draws: ReadonlyMap<number, Draw | null>,
  /** Issue 35: lengths the living booker books for segments that are not drawn (null draws). */
  lengths?: ReadonlyMap<number, number>,
): Promise<Map<number, Stored<Segment>>> {
  const drawn = [...draws].filter((entry): entry is [number, Draw] => entry[1] !== null);
  // The deletes and the creates together (issue 19: one round of storage fewer): new ids come from
  // the table's counter, which never hands out a deleted one again.
  const [created] = await Promise.all([
    tx.Appearance.bulkCreate(drawn.flatMap(([, draw]) => draw.entries.map(appearanceFields))),
    ...drawn.flatMap(([id]) => segments.get(id)!.appearanceIds.map((appearanceId) => tx.Appearance.delete(appearanceId))),
  ]);
  let next = 0;
  const updates = [...draws].map(async ([id, draw]): Promise<Stored<Segment>> => {
    if (!draw) return tx.Segment.update(id, lengths?.has(id) ? { complete: false, duration: lengths.get(id)! } : { complete: false });
    const appearanceIds = created.slice(next, (next += draw.entries.length)).map((a) => a.id);
    // The segment was read in this transaction and nothing wrote it since: written whole in one
    // request, as an update would leave it, without reading it again (issue 19: a round fewer).
    const segment = withDerivedFields('Segment', shapeForUpdate('Segment', id, segments.get(id)!, { ...draw.changes, appearanceIds, complete: false }));
    await tx.Segment.bulkPut([segment]);
    return segment;
  });
  return new Map((await Promise.all(updates)).map((segment) => [segment.id, segment]));
}
