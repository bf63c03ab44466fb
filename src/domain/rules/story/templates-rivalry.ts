import type { Template } from './story-types';

const weeks = (n: number): string => (n === 1 ? '1 week' : `${n} weeks`);

// Issue 17, living rules: a segment between rivals tells its chapter. Every template names the
// rivalry ("Crane vs. Vale", so both sides) and its week, so the story reads across weeks.

/**
 * `a` beat `b` in week `week` of `rivalry`, and they had met in it before (issue 35: nothing here
 * calls it a first win; a line that says so is RIVALRY_FIRST_WIN's).
 */
export const RIVALRY_WIN: readonly Template[] = [
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${a}'s ambush costs ${b} the night, and ${b} wants it back.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${a} takes this round, and ${b} is running out of excuses.`,
  ({ a, b, week, rivalry }) => `${rivalry}, week ${week}: ${b} came for revenge and left with a loss to ${a} instead.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry} goes to ${a}; ${b} was still screaming at the ring as the lights dimmed.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${b} had it won until ${a} found a low blow the referee missed.`,
  ({ a, b, week, rivalry }) => `${rivalry}, week ${week}: a win for ${a}, a beating for ${b}, and no end in sight.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${a} pinned ${b} and pointed at the big-show poster.`,
];

/** Issue 35: `a` beat `b` in the sides' first meeting of `rivalry` (week `week`): a first win, truly. */
export const RIVALRY_FIRST_WIN: readonly Template[] = [
  ({ a, b, week, rivalry }) => `${a} draws first blood in week ${week} of ${rivalry}, and ${b} swore it will not happen twice.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}, the first time they met in it: ${a} won, and ${b} did not take it well.`,
  ({ a, b, week, rivalry }) => `${rivalry}, week ${week}: round one goes to ${a}, and ${b} already wants round two.`,
  ({ a, b, week, rivalry }) => `The first fight of ${rivalry} (week ${week}) went to ${a}; ${b} left the ring pointing back at them.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: first meeting, first win for ${a}, and ${b} called it a fluke.`,
];
/** Week `week` of `rivalry` without a winner: `a` and `b` are its sides. */
export const RIVALRY_MOMENT: readonly Template[] = [
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${a} got in ${b}'s face, and the gloves are off.`,
  ({ a, b, week, rivalry }) => `${rivalry}, week ${week}: ${b} hit ${a} from behind and the arena erupted.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: words from ${a}, fists from ${b}, and heat everywhere.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}, and still no winner: ${a} and ${b} had to be dragged apart.`,
  ({ a, b, week, rivalry }) => `${rivalry} reaches week ${week}: ${a} made it personal, ${b} made it painful.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${b} walked out on ${a} mid-sentence, and ${a} will not forget it.`,
  ({ a, b, week, rivalry }) => `Week ${week} of ${rivalry}: ${a} and ${b} were separated by half the roster.`,
];

/** The payoff show: `a` and `b` settle it at `show`, and the rivalry goes on. */
export const PAYOFF: readonly Template[] = [
  // Issue 35: a rivalry only weeks old was not waited for long.
  ({ a, b, week, rivalry, show }) => `${a} and ${b} settle it at ${show}: week ${week} of ${rivalry}, ${week >= 4 ? 'the night everyone waited for' : 'and it came to a head fast'}.`,
  ({ a, b, week, rivalry, show }) => `Week ${week} of ${rivalry} brought ${a} and ${b} to ${show}, and it still was not enough.`,
  ({ a, b, week, rivalry, show }) => `${show} was meant to end ${rivalry}; after week ${week}, ${a} and ${b} want more.`,
  ({ a, b, week, rivalry, show }) => `${a} and ${b} went to war at ${show} in week ${week} of ${rivalry}, and neither is done.`,
];

/** The payoff that ended it: `a` and `b`, week `week`, at `show`. */
export const ENDED: readonly Template[] = [
  ({ a, b, week, rivalry, show }) => `${a} and ${b} settle it at ${show} after ${weeks(week)} of ${rivalry}, and it is over.`,
  ({ a, b, week, rivalry, show }) => `${rivalry} ends at ${show}: week ${week}, one last fight between ${a} and ${b}, and it is over.`,
  ({ a, b, week, rivalry, show }) => `After ${weeks(week)}, ${rivalry} is finished: ${a} and ${b} closed the book at ${show}.`,
  ({ a, b, week, rivalry, show }) => `Week ${week} of ${rivalry} was the last: at ${show}, ${a} and ${b} shook hands, and it is over.`,
  ({ a, b, week, rivalry, show }) => `${show} closed ${rivalry} in week ${week}; ${a} and ${b} have nothing left to prove to each other.`,
];
