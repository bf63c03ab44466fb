/**
 * What a storyline template is told. `a`/`b` depend on the situation: the winning and the losing
 * side of a decided match, otherwise the first side and the others in running order; `all` names
 * everyone. `title`, `from`, `show`, `rivalry` and `week` are filled where the situation has them.
 */
export interface StoryNames {
  a: string;
  b: string;
  all: string;
  /** The segment kind's name ("Ladder"). */
  kind: string;
  /** The titles that changed hands ("World Title"). */
  title: string;
  /** The holders they were won from ('' when vacant or unknown). */
  from: string;
  /** The show the card is on. */
  show: string;
  /** "Crane vs. Vale". */
  rivalry: string;
  /** The rivalry's week, counted on the calendar from its start (issue 35; 1 = the week it began). */
  week: number;
}

export type Template = (n: StoryNames) => string;

/** Every situation a storyline can tell; each has its own pool of templates. */
export type Situation =
  | 'decided' | 'undecided' | 'solo' | 'duo' | 'turn' | 'farewell' | 'signing' | 'brawl'
  | 'titleWon' | 'titleClaimed' | 'debut' | 'debutSolo'
  | 'rivalryWin' | 'rivalryFirstWin' | 'rivalryMoment' | 'payoff' | 'ended'
  | 'generic';
