import type { Template } from './story-types';

// Match storylines. Past tense throughout, so a side of one or of a team reads the same. The first
// template of each pool is the one a draw of 0 picks (the examples in the tests rely on it).

/** `a` beat `b`. */
export const DECIDED: readonly Template[] = [
  ({ a, b }) => `After the bell, ${b} attacked ${a} from behind and left them laid out in the ring.`,
  ({ a, b }) => `${a} celebrated on the turnbuckle while ${b} demanded a rematch all the way up the ramp.`,
  ({ a, b, kind }) => `${b} refused to shake hands with ${a} after the ${kind} match, and the crowd smelled a feud.`,
  ({ a, b }) => `${a} stood tall as ${b} was helped to the back, vowing revenge next week.`,
  ({ a, b }) => `${b} sat in the ring long after the bell, unable to believe ${a} had found a way.`,
  ({ a, b }) => `${a} pointed at the title banner on the way out; ${b} was left staring at the canvas.`,
  ({ a, b }) => `A roll-up out of nowhere: ${a} stole it, and ${b} threw a chair across the ringside area.`,
  ({ a, b }) => `${b} had ${a} beaten twice, but one mistake was all it took.`,
  ({ a, b, kind }) => `${a} survived everything ${b} threw at them in the ${kind} and limped off the winner.`,
  ({ a, b }) => `Commentary called it the upset of the month as ${a} pinned ${b} clean in the middle.`,
  ({ a, b }) => `${a} offered a handshake; ${b} slapped it away and stormed off.`,
  ({ a, b }) => `${b} blamed the referee all the way to the back, while ${a} soaked in the cheers.`,
];

/** Nobody won: `all` names every side. */
export const UNDECIDED: readonly Template[] = [
  ({ all }) => `Neither side could put the other away: ${all} brawled into the crowd after the bell.`,
  ({ all }) => `${all} traded blows until officials separated them, and nobody left satisfied.`,
  ({ all, kind }) => `The ${kind} ended without a winner, and ${all} were still arguing as the show went to break.`,
  ({ all }) => `No decision, no handshake: ${all} will have to do this again.`,
  ({ all }) => `Security flooded the ring to pull ${all} apart before the finish could come.`,
  ({ all }) => `The crowd chanted for five more minutes, but ${all} were counted out together.`,
];

/** A brawl `a` won over `b`. */
export const BRAWL: readonly Template[] = [
  ({ a, b }) => `${a} and ${b} tore through the backstage area; ${a} was the one still standing.`,
  ({ a, b }) => `${b} was dumped onto the production trucks as ${a} walked away without a word.`,
  ({ a, b }) => `It spilled into catering, and ${a} made sure ${b} will think twice before the next one.`,
  ({ a, b }) => `Referees gave up trying to stop it: ${a} left ${b} tangled in the barricade.`,
  ({ a, b }) => `${a} ended the brawl with a trash can lid, and ${b} needed help to find the exit.`,
  ({ a, b }) => `Camera crews ran for cover while ${a} chased ${b} through the car park.`,
];

/** `a` won `title` from `from`. */
export const TITLE_WON: readonly Template[] = [
  ({ a, title, from }) => `${a} won the ${title} from ${from}, and the arena shook.`,
  ({ a, title, from }) => `The reign of ${from} is over: ${a} won the ${title}.`,
  ({ a, title, from }) => `${a} clutched the ${title} in disbelief while ${from} stared at the rafters.`,
  ({ a, title, from }) => `${from} came in as champion and left with nothing; ${a} carried the ${title} to the back.`,
  ({ a, title, from }) => `New champion: ${a} took the ${title} off ${from} and held it high for every camera.`,
  ({ a, title, from }) => `${a} dethroned ${from}, and the ${title} has a new name on it.`,
];

/** `a` took `title` (vacant, or from holders the story does not know). */
export const TITLE_CLAIMED: readonly Template[] = [
  ({ a, title }) => `${a} claimed the ${title}, and the locker room came out to applaud.`,
  ({ a, title }) => `The ${title} has a new holder: ${a}, to a standing ovation.`,
  ({ a, title }) => `${a} climbed the turnbuckles with the ${title} as confetti fell.`,
  ({ a, title }) => `Nobody expected it tonight, but ${a} walked out with the ${title}.`,
];

// Issue 36 (living rules): more ways to tell the commonest situations, so a promotion's weeks read
// less alike; the living storylines draw from these as well (story-pools.ts LIVING_POOLS), the
// classic ones from the pools above alone.

/** More `a` beat `b`. */
export const DECIDED_MORE: readonly Template[] = [
  ({ a, b }) => `${a} caught ${b} mid-air with a counter nobody in the building saw coming.`,
  ({ a, b }) => `${b} kicked out at two so often the fans lost count, until ${a} finally kept the shoulders down.`,
  ({ a, b, kind }) => `The ${kind} went long and ugly; ${a} was still standing at the end of it, ${b} was not.`,
  ({ a, b }) => `${a} took the win and a mouthful of abuse from ${b} on the way out.`,
  ({ a, b }) => `${b} went for the big finish once too often, and ${a} was ready for it.`,
  ({ a, b }) => `Nobody gave ${a} a chance tonight; ${b} will be hearing about this one for weeks.`,
  ({ a, b }) => `${a} worked over the leg of ${b} from the opening bell and never let go of the plan.`,
  ({ a, b }) => `${b} looked to the ramp for help that never came, and ${a} made the pin.`,
];

/** More of nobody winning. */
export const UNDECIDED_MORE: readonly Template[] = [
  ({ all }) => `The time limit ran out with ${all} reaching for the ropes.`,
  ({ all }) => `A double pin left the referee shrugging: ${all} settled nothing tonight.`,
  ({ all, kind }) => `${all} fought the ${kind} to a standstill and argued about it all the way to the back.`,
];
