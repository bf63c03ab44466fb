import type { Championship } from '../entities/championship';
import type { Gender } from '../entities/enums';
import { genderWeights, isEligible, RANDOM_MATCH, type Eligibility } from './random-match';
import type { Rng } from './rng';
import { canCompete } from './roster';
import { titleKind, titleSideSize } from './title-fit';
import { weightedPick } from './weighted-pick';

// Issue 13 "every active title changes hands or is defended at least once a year". The spec's
// random match never draws teams of three and only puts a title on the line when its holders
// happen to be drawn, so trios titles, and titles whose holder retired or was released, were never
// defended at all. The booker therefore books, now and then, a match FOR a title: its holders
// against a fitting challenging side, or two fitting sides for a title nobody can defend any more.

export const TITLE_MATCH = {
  /** Share of undecided segments the booker turns into a title match (when one can be made). */
  share: 0.08,
  /** The same for a card's first drawn segment, when every champion is still free. */
  firstShare: 0.25,
  /**
   * Weight of a title whose holders can no longer defend it (or that has none), or held by more
   * than a pair (random draws have no trios), against 1 for a singles title...
   */
  neglectedWeight: 4,
  /** ...and of a tag title (a random draw seldom pairs its two holders together). */
  tagWeight: 2,
} as const;

type Title = Pick<Championship, 'active' | 'brandIds' | 'gender' | 'holders' | 'wrestlerIds'> & { id?: number };
type Candidate = Parameters<typeof isEligible>[0];

export interface TitleMatchInput extends Omit<Eligibility, 'gender'> {
  titles: readonly Title[];
  wrestlers: readonly Candidate[];
  /** The game's gender focus: its division is chosen 0.75 of the time, as for random matches (MALE by default). */
  focus?: Gender;
}

export interface TitleMatch {
  championshipId: number;
  /** Wrestler ids per side; the holders, when they defend, are side 1. */
  teams: number[][];
}

const GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];
/** A title's or wrestler's brands meet the card's (no brands on either side means any). */
const sharesBrand = (own: readonly number[], brandIds: readonly number[]): boolean =>
  brandIds.length === 0 || own.length === 0 || own.some((id) => brandIds.includes(id));

/** Draws `count` ids from the pool without putting any back (the pool is left as it was). */
function drawIds(pool: readonly number[], count: number, rng: Rng): number[] {
  const left = [...pool];
  const drawn: number[] = [];
  while (drawn.length < count && left.length > 0) drawn.push(left.splice(Math.floor(rng() * left.length), 1)[0]);
  return drawn;
}

interface Option {
  title: Title & { id: number };
  /** The defending side, or none for an open title. */
  holders: number[];
  challengers: number[];
}

/**
 * What can be booked for one title now: its holders defend when every one of them can compete and
 * is free on this card; a title with no holders, or whose holders cannot compete any more, is open.
 * Challengers are eligible for the show, fit the title's gender and hold no other title of its kind
 * (so nobody ends up with two singles or two team titles).
 */
function optionFor(title: Title & { id: number }, input: TitleMatchInput, byId: ReadonlyMap<number, Candidate>): Option | null {
  const holders = title.wrestlerIds.map((id) => byId.get(id));
  const open = holders.length === 0 || holders.some((w) => !w || !canCompete(w));
  if (!open) {
    const free = holders.every((w) => !input.excludeIds?.includes(w!.id!) && sharesBrand(w!.brandIds, input.brandIds));
    if (!free) return null;
  }
  const sameKind = new Set(
    input.titles.filter((t) => t.id !== title.id && titleKind(t) === titleKind(title)).flatMap((t) => t.wrestlerIds),
  );
  const genders = title.gender === 'INTERGENDER' ? GENDERS : [title.gender];
  const challengers = input.wrestlers
    .filter((w) => genders.some((gender) => isEligible(w, { ...input, gender })))
    .map((w) => w.id!)
    .filter((id) => !title.wrestlerIds.includes(id) && !sameKind.has(id));
  const size = titleSideSize(title);
  if (challengers.length < (open ? 2 * size : size)) return null;
  return { title, holders: open ? [] : [...title.wrestlerIds], challengers };
}

/** How much the booker favours a title nobody else will put on the line (see TITLE_MATCH). */
function neglectWeight(option: Option): number {
  const size = titleSideSize(option.title);
  if (option.holders.length === 0 || size > RANDOM_MATCH.perGroup) return TITLE_MATCH.neglectedWeight;
  return size > 1 ? TITLE_MATCH.tagWeight : 1;
}

/**
 * A title match for an undecided segment, or null when none can be made. The title is drawn among
 * those that can be booked: the division by the focus's weights, then the title (neglected ones weigh more), then the challengers at random; a single-gender
 * title draws its challengers of one gender, so every side fits the title.
 */
export function titleMatch(input: TitleMatchInput, rng: Rng): TitleMatch | null {
  const byId = new Map(input.wrestlers.map((w) => [w.id!, w]));
  const options = input.titles
    .filter((t): t is Title & { id: number } => t.id !== undefined && t.active && sharesBrand(t.brandIds, input.brandIds))
    .map((title) => optionFor(title, input, byId))
    .filter((option): option is Option => option !== null);
  if (options.length === 0) return null;
  // The division first, by the focus's weights (among divisions with a title to book; an
  // intergender title belongs to both), then the title within it.
  const inDivision = (gender: Gender) => options.filter((o) => o.title.gender === gender || o.title.gender === 'INTERGENDER');
  const divisions = GENDERS.filter((gender) => inDivision(gender).length > 0);
  const focusWeights = genderWeights(input.focus);
  const division = weightedPick(divisions, divisions.map((g) => focusWeights[RANDOM_MATCH.genders.indexOf(g)]), rng);
  const pool = inDivision(division);
  const { title, holders, challengers } = weightedPick(pool, pool.map(neglectWeight), rng);
  const size = titleSideSize(title);
  const drawn = drawIds(challengers, holders.length === 0 ? 2 * size : size, rng);
  const teams = holders.length === 0 ? [drawn.slice(0, size), drawn.slice(size)] : [holders, drawn];
  return { championshipId: title.id, teams };
}
