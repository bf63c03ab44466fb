import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { IsoDate } from '../entities/base';
import type { Championship } from '../entities/championship';
import { createReign, type Reign } from '../entities/reign';
import type { Segment } from '../entities/segment';
import type { Rng } from './rng';
import { fitsTitle, sidesFitTitle, titleKind, type FitTitle, type SideMember } from './title-fit';

/** SPEC §4: the winners without a manager become the holders. */
export const titleHolders = (appearances: readonly Pick<Appearance, 'wrestlerId' | 'winner' | 'manager'>[]): number[] =>
  [...new Set(appearances.filter((a) => a.winner && !a.manager).map((a) => a.wrestlerId))];

export const sameHolders = (a: readonly number[], b: readonly number[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** The current reign (no end date) of a championship. */
export const openReignOf = <R extends Reign>(reigns: readonly R[], championshipId: number): R | undefined =>
  reigns.find((reign) => reign.championshipId === championshipId && reign.endDate === null);

/** A segment changes titles when it is a Championship, or a competition with championships attached. */
export const updatesChampionships = (segment: Pick<Segment, 'type' | 'championshipIds'>): boolean =>
  segment.championshipIds.length > 0 && kindOrDefault(segment.type).competition;

/** "These winners take this title on this date": a championship segment, a rumble or a tournament. */
export interface TitleChange {
  championshipId: number;
  /** The new holders; an empty list changes nothing. */
  holders: readonly number[];
  date: IsoDate;
  /** The segment it was fought in; null for a rumble or a tournament. */
  segmentId: number | null;
}

/** Titles and their open reigns, as title changes find and leave them (a new reign has no id yet). */
export interface TitleRecords<C extends Championship & { id: number }> {
  championships: C[];
  reigns: Reign[];
}

/** The holders half of SPEC §4's title change: each title ends with its last change's holders. */
export function changeHolders<C extends Championship & { id: number }>(championships: readonly C[], changes: readonly TitleChange[]): C[] {
  const titles = new Map(championships.map((c) => [c.id, c]));
  for (const { championshipId, holders } of changes) {
    const title = titles.get(championshipId);
    if (title && holders.length > 0) titles.set(championshipId, { ...title, wrestlerIds: [...holders] });
  }
  return championships.map((c) => titles.get(c.id)!);
}

/**
 * The reigns half, change after change in order: no open reign starts one; the same holders add a
 * defence; different holders end the open reign at the date and start one with 0 defences. So a
 * title changed twice on one day is updated twice, and a title never has two open reigns.
 */
export function changeReigns(reigns: readonly Reign[], changes: readonly TitleChange[]): Reign[] {
  const next = [...reigns];
  for (const { championshipId, holders, date, segmentId } of changes) {
    if (holders.length === 0) continue;
    const open = openReignOf(next, championshipId);
    const index = open ? next.indexOf(open) : -1;
    if (open && sameHolders(open.wrestlerIds, holders)) {
      next[index] = { ...open, defenses: open.defenses + 1 };
      continue;
    }
    if (open) next[index] = { ...open, endDate: date };
    next.push(createReign({ wrestlerIds: [...holders], championshipId, segmentId, defenses: 0, startDate: date, endDate: null }));
  }
  return next;
}

/** SPEC §4 title changes applied to the titles they name (changes to a title not given are skipped). */
export function changeTitles<C extends Championship & { id: number }>(records: TitleRecords<C>, changes: readonly TitleChange[]): TitleRecords<C> {
  const known = new Set(records.championships.map((c) => c.id));
  const applicable = changes.filter((change) => known.has(change.championshipId));
  return { championships: changeHolders(records.championships, applicable), reigns: changeReigns(records.reigns, applicable) };
}

/**
 * DESIGN §4: a change whose new holders do not fit the title (size or gender, or a winner whose
 * record is gone) crowns nobody: the title stays with its holders and no defence is counted.
 * Changes to a title not given, or with no holders, pass untouched (they change nothing anyway).
 */
export function fittingTitleChanges(
  changes: readonly TitleChange[],
  championships: readonly (FitTitle & { id?: number })[],
  wrestlers: ReadonlyMap<number, SideMember>,
): TitleChange[] {
  const titles = new Map(championships.map((c) => [c.id, c]));
  return changes.filter(({ championshipId, holders }) => {
    const title = titles.get(championshipId);
    if (!title || holders.length === 0) return true;
    const side = holders.map((id) => wrestlers.get(id));
    return side.every((w) => w !== undefined) && fitsTitle(title, side);
  });
}

type AttachableTitle = Pick<Championship, 'id' | 'wrestlerIds' | 'active' | 'name' | 'gender' | 'holders' | 'rank'>;

/** A drawn wrestler, as the booker weighs titles: who, and the gender the title's fit reads. */
export type DrawnMember = SideMember & { id: number };

/**
 * The holders defend together: one side holds every holder, and no other side holds one (a holder
 * never faces a co-holder, and a tag champion drawn with a stranger never risks a partner's title
 * in a match the partner is not in).
 */
const holdersDefendTogether = (title: AttachableTitle, sides: readonly (readonly DrawnMember[])[]): boolean => {
  const withHolders = sides.filter((side) => side.some((m) => title.wrestlerIds.includes(m.id)));
  return withHolders.length === 1 && title.wrestlerIds.every((id) => withHolders[0].some((m) => m.id === id));
};

/** Someone who would win the title already holds another title of its kind (singles or team). */
function wouldDoubleUp(title: AttachableTitle, sides: readonly (readonly DrawnMember[])[], titles: readonly AttachableTitle[]): boolean {
  const kind = titleKind(title);
  const sameKind = titles.filter((other) => other.id !== title.id && titleKind(other) === kind);
  return sides.flat().some((m) => !title.wrestlerIds.includes(m.id) && sameKind.some((other) => other.wrestlerIds.includes(m.id)));
}

/**
 * SPEC §4: when randomising, a coin flip (50%) decides whether titles held by wrestlers in the
 * segment are attached to it. The booker (DESIGN §4) then offers at most one, the most prestigious
 * (lowest rank) that fits every drawn side, whose holders are all drawn on one side, and that
 * nobody who could win it already holds one of its kind: so a wrestler holds at most one singles and
 * one team title unless the player books a unification. Draws the coin only. Returns the ids to attach.
 */
export function championshipsToAttach(
  championships: readonly AttachableTitle[],
  sides: readonly (readonly DrawnMember[])[],
  rng: Rng,
): number[] {
  if (rng() >= 0.5) return [];
  const inMatch = new Set(sides.flat().map((m) => m.id));
  const [offered] = championships
    .filter((c) => c.id !== undefined && c.active && c.wrestlerIds.some((id) => inMatch.has(id)))
    .filter((c) => holdersDefendTogether(c, sides) && sidesFitTitle(c, sides).fits && !wouldDoubleUp(c, sides, championships))
    .sort((a, b) => a.rank - b.rank || a.id! - b.id!);
  return offered ? [offered.id!] : [];
}
