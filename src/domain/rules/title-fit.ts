import type { Appearance } from '../entities/appearance';
import type { Championship } from '../entities/championship';
import type { Gender } from '../entities/enums';

// DESIGN §4 "Titles fit their matches", in both rule sets: a title goes to a side whose size equals
// its `holders` (0 or 1 = one wrestler) and whose members all fit its gender (INTERGENDER fits any).

/** What the fit reads of a title. */
export type FitTitle = Pick<Championship, 'gender' | 'holders'>;

/** What the fit reads of a wrestler (the name only makes the reason clearer). */
export interface SideMember {
  gender: Gender;
  name?: string;
}

export type TitleFit = { fits: true } | { fits: false; reason: string };

export type TitleKind = 'singles' | 'team';

/** Wrestlers who hold the title together: `holders` 0 or 1 (or unreadable) means one. */
export const titleSideSize = (title: Pick<Championship, 'holders'>): number =>
  Number.isFinite(title.holders) && title.holders > 1 ? Math.floor(title.holders) : 1;

/** Singles titles and team titles (tag, trios): a wrestler holds at most one of each kind. */
export const titleKind = (title: Pick<Championship, 'holders'>): TitleKind => (titleSideSize(title) === 1 ? 'singles' : 'team');

const SIZE_WORDS: Record<number, string> = { 1: 'one wrestler', 2: 'a team of two', 3: 'a trio' };
const sizeWords = (size: number): string => SIZE_WORDS[size] ?? `${size} wrestlers together`;
const wrestlers = (count: number): string => (count === 1 ? '1 wrestler' : `${count} wrestlers`);
const GENDER_WORDS: Record<Gender, { title: string; member: string }> = {
  MALE: { title: "a men's title", member: 'a woman' },
  FEMALE: { title: "a women's title", member: 'a man' },
};

/**
 * Whether this side may hold the title; when not, why (`who` names the side in the reason, e.g.
 * "team 2"). The reason reads after the title's name: "held by a team of two, but this side has 1 wrestler".
 */
export function sideFitsTitle(title: FitTitle, side: readonly SideMember[], who = 'this side'): TitleFit {
  const size = titleSideSize(title);
  if (side.length !== size) return { fits: false, reason: `held by ${sizeWords(size)}, but ${who} has ${wrestlers(side.length)}` };
  if (title.gender === 'INTERGENDER') return { fits: true };
  const misfit = side.find((member) => member.gender !== title.gender);
  if (!misfit) return { fits: true };
  const words = GENDER_WORDS[title.gender];
  return { fits: false, reason: `${words.title}, but ${who} has ${words.member}${misfit.name ? ` (${misfit.name})` : ''}` };
}

/** The boolean of sideFitsTitle: e.g. to count reigns held by a side of the wrong size or gender. */
export const fitsTitle = (title: FitTitle, side: readonly SideMember[]): boolean => sideFitsTitle(title, side).fits;

/** Every side must fit (named "team 1", "team 2"… as the production page names them); no sides at all is no misfit. */
export function sidesFitTitle(title: FitTitle, sides: readonly (readonly SideMember[])[]): TitleFit {
  for (const [index, side] of sides.entries()) {
    const fit = sideFitsTitle(title, side, `team ${index + 1}`);
    if (!fit.fits) return fit;
  }
  return { fits: true };
}

/** A rumble or a tournament crowns one wrestler: only a singles title can be fought for in it. */
export function oneWinnerFits(title: FitTitle, event: 'rumble' | 'tournament'): TitleFit {
  const size = titleSideSize(title);
  return size === 1 ? { fits: true } : { fits: false, reason: `held by ${sizeWords(size)}, but a ${event} crowns one wrestler` };
}

/** What the player reads when a title cannot go on the line in a segment. */
export const misfitMessage = (title: Pick<Championship, 'name'>, reason: string): string =>
  `${title.name} cannot be defended here: ${reason}.`;

type Competitor = Pick<Appearance, 'wrestlerId' | 'groupId' | 'manager'>;

/**
 * A segment's sides: its competitors (managers do not compete) by group id, ascending, each member
 * looked up by wrestler id. A competitor without a record is left out (the record was deleted).
 */
export function competitorSides<W>(appearances: readonly Competitor[], wrestlers: ReadonlyMap<number, W>): W[][] {
  const groups = new Map<number, W[]>();
  for (const appearance of appearances) {
    const wrestler = wrestlers.get(appearance.wrestlerId);
    if (appearance.manager || wrestler === undefined) continue;
    groups.set(appearance.groupId, [...(groups.get(appearance.groupId) ?? []), wrestler]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, side]) => side);
}

/** Where a title's holders join a segment (SPEC §4): the team of a holder already in, else a new team. */
export function holdersJoin(appearances: readonly Competitor[], holderIds: readonly number[]): { groupId: number; joining: number[] } {
  const present = new Set(appearances.map((a) => a.wrestlerId));
  const holderIn = appearances.find((a) => holderIds.includes(a.wrestlerId));
  const groupId = holderIn?.groupId ?? Math.max(0, ...appearances.map((a) => a.groupId)) + 1;
  return { groupId, joining: holderIds.filter((id) => !present.has(id)) };
}

/**
 * Hand booking: a title fits a segment when every side, once the title's holders have joined it,
 * fits the title. An empty segment fits any title whose holders fit it.
 */
export function segmentFitsTitle<W extends SideMember>(
  title: FitTitle & Pick<Championship, 'wrestlerIds'>,
  appearances: readonly Competitor[],
  wrestlers: ReadonlyMap<number, W>,
): TitleFit {
  const { groupId, joining } = holdersJoin(appearances, title.wrestlerIds);
  const joined = [...appearances, ...joining.map((wrestlerId) => ({ wrestlerId, groupId, manager: false }))];
  return sidesFitTitle(title, competitorSides(joined, wrestlers));
}
