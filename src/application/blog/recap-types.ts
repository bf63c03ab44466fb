import type { RecapPromotion } from './recap-promotion';
import type { Appearance } from '../../domain/entities/appearance';
import type { Production } from '../../domain/entities/production';
import type { Segment } from '../../domain/entities/segment';

/** One segment of a completed production, with the names the recap needs. */
export interface RecapSegmentInput {
  /** `meta` carries the rivalry note and the debuts the completion stored (issue 17). */
  segment: Pick<Segment, 'id' | 'type' | 'rating' | 'storyline'> & Partial<Pick<Segment, 'meta'>>;
  /** Its appearances in booking order, each with the name to print. */
  cast: (Pick<Appearance, 'groupId' | 'winner' | 'loser' | 'draw' | 'manager'> & Partial<Pick<Appearance, 'wrestlerId'>> & { name: string })[];
  /** Names of the titles it was fought for. */
  championships: string[];
  /** Titles that changed hands in it (a reign started by this segment). */
  newChampionships: string[];
}

export interface RecapInput {
  production: Pick<Production, 'date' | 'viewers' | 'attendance' | 'payout'> & { id: number };
  showName: string;
  /** "Harbour Hall, Portsmouth", or null when no venue was booked. */
  venue: string | null;
  /** In running order. */
  segments: RecapSegmentInput[];
}

export interface RecapMatch {
  kindName: string;
  rating: number;
  /** Each side as one name ("A & B"), in group order. */
  sides: string[];
  /** Issue 35: each side's members by id and name, as `sides` (the blog links each name). */
  sidePeople: { id: number; name: string }[][];
  winners: string[];
  /** The winning sides' members by id and name, as `winners`. */
  winnerPeople: { id: number; name: string }[][];
  losers: string[];
  draw: boolean;
  championships: string[];
  newChampionships: string[];
  /** Issue 35 (living rules): the holders lost by disqualification after a run-in and kept the titles. */
  disqualification?: boolean;
}

/** A completed production as the blog tells it: the facts and the words. */
export interface Recap {
  productionId: number;
  showName: string;
  date: string;
  venue: string | null;
  viewers: number;
  attendance: number;
  payout: number;
  /** The last match of the running order with people in it; null for a show without matches. */
  mainEvent: RecapMatch | null;
  /** The highest-rated segment with people in it (ties: the earlier one); null when none was rated. */
  bestSegment: RecapMatch | null;
  /** The storylines written at completion, in running order, none said twice in the recap. */
  storylines: string[];
  /** Issue 35: everyone on the card by id and name, so the recap's sentences link each name to the wrestler's page. */
  people: { id: number; name: string }[];
  /** Issue 17: the rivalries, title changes and debuts of the show, from its segments' notes. */
  story: RecapStory;
  headline: string;
  /** The show's story in a few sentences (rivalries, new champions, debuts); null when it told none. */
  lead: string | null;
  paragraphs: string[];
  /** Issue 18: whose show it was, in a game with rival promotions; absent otherwise. */
  promotion?: RecapPromotion;
}

/** A rivalry as one show told it: the latest week it reached there, and whether it was paid off or ended. */
export interface RecapRivalry {
  name: string;
  week: number;
  payoff: boolean;
  ended: boolean;
}

/** What a show's story is made of (issue 17): its rivalries, its new champions and its debuts. */
export interface RecapStory {
  rivalries: RecapRivalry[];
  /** "Di won the World Title", one per segment where titles changed hands and someone won. */
  titleChanges: { winners: string; titles: string }[];
  debuts: string[];
}
