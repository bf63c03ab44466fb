import type { Template } from './story-types';

// Storylines of segments that are not decided matches: talking, turns, farewells, signings,
// debuts, and the generic lines every situation falls back on.

/** One side on their own: `a`. */
export const SOLO: readonly Template[] = [
  ({ a }) => `${a} grabbed the microphone and called out the whole locker room.`,
  ({ a }) => `${a} promised the fans that the best is yet to come.`,
  ({ a, kind }) => `${a} owned the ${kind} segment and the crowd hung on every word.`,
  ({ a }) => `${a} named no names, but everyone backstage knew who the warning was for.`,
  ({ a }) => `${a} dropped the mic and walked off to the loudest reaction of the night.`,
  ({ a }) => `Fans booed ${a} for five minutes straight, and ${a} loved every second of it.`,
  ({ a }) => `${a} looked straight into the camera and promised gold before the year is out.`,
  ({ a }) => `${a} spoke softly for once, and the arena went quiet to listen.`,
];

/** `a` and the others, `b`, face to face. */
export const DUO: readonly Template[] = [
  ({ a, b }) => `${a} was interrupted by ${b}, and the exchange got heated fast.`,
  ({ a, b }) => `${a} and ${b} went face to face until security had to step in.`,
  ({ a, b }) => `${b} laughed off everything ${a} had to say, then walked away smiling.`,
  ({ a, b }) => `${a} challenged ${b} to a match, and ${b} answered with a shove.`,
  ({ a, b }) => `${b} waited until ${a} turned away, then struck with a cheap shot.`,
  ({ a, b }) => `${a} and ${b} agreed on one thing only: they cannot stand each other.`,
  ({ a, b }) => `${a} brought up the past, and ${b} did not take it well.`,
  ({ a, b }) => `The lights went out mid-sentence, and when they came back ${b} was standing behind ${a}.`,
];

/** `all` turned. */
export const TURN: readonly Template[] = [
  ({ all }) => `${all} shocked everyone with a change of heart that nobody saw coming.`,
  ({ all }) => `The crowd did not know how to react as ${all} turned their back on old friends.`,
  ({ all }) => `${all} tore up the old t-shirt in the middle of the ring: a new chapter starts tonight.`,
  ({ all }) => `Years of loyalty ended in one moment when ${all} switched sides.`,
  ({ all }) => `"I did it for me": ${all} explained the turn, and the boos said the rest.`,
];

/** `all` said goodbye. */
export const FAREWELL: readonly Template[] = [
  ({ all }) => `${all} said goodbye to the fans in an emotional farewell.`,
  ({ all }) => `The locker room emptied onto the stage to applaud ${all} one last time.`,
  ({ all }) => `${all} left the boots in the middle of the ring and walked up the ramp for good.`,
  ({ all }) => `A video of the best moments played as ${all} waved to the crowd for the last time.`,
  ({ all }) => `The fans sang ${all} out of the building; there was not a dry eye in the house.`,
];

/** `a` and `b` at a contract signing. */
export const SIGNING: readonly Template[] = [
  ({ a, b }) => `${a} signed first, ${b} signed second, and the table did not survive the third minute.`,
  ({ a, b }) => `The contract is signed: ${a} and ${b} meet for real, and neither blinked.`,
  ({ a, b }) => `${b} signed with ${a}'s pen, then snapped it in half in front of the cameras.`,
  ({ a, b }) => `${a} read every clause aloud before signing, while ${b} lost patience and flipped the table.`,
  ({ a, b }) => `Handshakes were promised, but ${a} and ${b} only traded threats across the contract.`,
];

/** `a` steps out for the first time; `b` names the others there. */
export const DEBUT: readonly Template[] = [
  ({ a, b }) => `${a} made a debut nobody will forget, and ${b} found out the hard way.`,
  ({ a, b }) => `First night, first impression: ${a} arrived, and ${b} will not be the last to notice.`,
  ({ a, b }) => `The music hit for the first time and ${a} walked out to meet ${b}.`,
  ({ a, b }) => `${b} welcomed ${a} to the big leagues, and ${a} answered in kind.`,
];

/** `a` steps out for the first time, alone. */
export const DEBUT_SOLO: readonly Template[] = [
  ({ a }) => `${a} stepped through the curtain for the first time, and the crowd was on its feet.`,
  ({ a }) => `A new face: ${a} made their debut and promised the roster a long year.`,
  ({ a }) => `Nobody knew the music, but after tonight everyone will know ${a}.`,
  ({ a }) => `${a} arrived with a suitcase, a scowl and a warning for everyone in the back.`,
];

/** Lines any segment can take when its own pool is used up. */
export const GENERIC: readonly Template[] = [
  ({ all, kind }) => `${all} gave the ${kind} segment everything they had.`,
  ({ all }) => `Whatever comes next for ${all}, tonight people will be talking about it.`,
  ({ all }) => `${all} left the fans with plenty to argue about on the way home.`,
  ({ all, show }) => `${show} will remember what ${all} did tonight.`,
  ({ all }) => `The cameras caught ${all} whispering backstage afterwards.`,
];

// Issue 36 (living rules): more talking lines (story-pools.ts LIVING_POOLS).

/** More of one side on their own. */
export const SOLO_MORE: readonly Template[] = [
  ({ a }) => `${a} read out a list of everyone they have beaten, and promised it will get longer.`,
  ({ a }) => `${a} thanked the fans, then warned them not to get too comfortable.`,
];

/** More of two sides face to face. */
export const DUO_MORE: readonly Template[] = [
  ({ a, b }) => `${a} and ${b} circled each other in silence while the crowd begged for a fight.`,
  ({ a, b }) => `${b} held up a photo of ${a} at their worst, and the segment went downhill from there.`,
];
