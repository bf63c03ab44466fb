import type { RuleSet } from '../entities/enums';

/**
 * Issue 15 item 1: how the two rule sets are named and described, in one place, so the new-game
 * form, Settings and Help say the same thing.
 */
export interface RuleSetDescription {
  id: RuleSet;
  name: string;
  /** One sentence saying what the rule set does. */
  sentence: string;
}

/** In the order the new-game form offers them (living first: DEFAULT_RULE_SET). */
export const RULE_SET_DESCRIPTIONS: readonly RuleSetDescription[] = [
  {
    id: 'living',
    name: 'Living world',
    sentence:
      'The world pushes back: shows can lose money, contracts run out, injuries keep wrestlers out, and stats, ratings and viewers stay believable over the years.',
  },
  {
    id: 'classic',
    name: 'Classic (the spec\u2019s formulas)',
    sentence: 'Every formula exactly as the game was first written: money and stats only grow, and ratings can run past five stars.',
  },
];

/** What living rules change, one short line per rule. */
export const LIVING_CHANGES: readonly string[] = [
  'Venues and attendance: a show books a venue, and the crowd comes from demand, capped by the seats.',
  'Wages and overheads: wrestlers are paid, brands have weekly costs, and a brand can go into the red.',
  'Contracts that end: when a contract runs out the wrestler becomes a free agent unless re-signed; a renewal asks what the wrestler\u2019s standing is worth now, a fading star down to 80% of the usual ask.',
  'Injuries that heal: a match can injure, and the wrestler is out until a return date. Each promotion’s medical staff clears those due back within two weeks when more than a tenth of its roster is out; a rival promotion with hardly anyone out rests its most worn-down workers for ten days. Both are in the news.',
  'Stats that stay 0\u2013100: gains shrink near the top, unused stats fade, a loss costs a star more.',
  'Ratings in stars: the rules\u2019 sum is put on the five-star scale; viewers rise and fall with it.',
  'Promos on the microphone: a promo, interview, face to face, contract signing, talk show or press conference is rated by its speakers\u2019 microphone skill, charisma and drawing power (a face and a heel together add a line, more than four speakers take one away); one wrestler can cut a promo alone.',
  'Matches that take time and skill: a match keeps its booked length, and the length suits its workers or hurts it (a five-minute main event between stars is no classic, twenty minutes between green wrestlers drags); the workers\u2019 in-ring skill carries it, the weakest most, and hot momentum adds a little.',
  'Careers that begin and end: wrestlers grow to their prime, hold, then decline at their own pace (in-ring skill and stamina first, charisma last); age, damage and low morale bring retirements announced weeks ahead (a retired legend enters the Hall of Fame), and rookies arrive every year, taken in where a retirement left a place or as free agents.',
  'Titles on purpose: title matches headline the shows that matter, with challengers by ranking.',
];

/** The description of a rule set (an old save without one plays classic). */
export const describeRuleSet = (rules: RuleSet | undefined): RuleSetDescription =>
  RULE_SET_DESCRIPTIONS.find((description) => description.id === rules) ?? RULE_SET_DESCRIPTIONS[1];
