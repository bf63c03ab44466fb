// Every figure of health.json with its definition and, for the world-health ones, its target.
// DESIGN §4 fixes the names (never rename one); docs/season-report.md repeats these definitions.

export interface FigureDefinition {
  name: string;
  definition: string;
  /** The world-health target (issue 13), when the figure has one. */
  target?: string;
}

export const FIGURE_DEFINITIONS = [
  { name: 'titles.misfitReigns', target: '0', definition: 'Reigns begun during the run whose holders do not fit the title: their number differs from its holders (0 or 1 = one holder) or a holder\'s gender differs from its gender (INTERGENDER fits any). Vacancies (no holders) are not counted.' },
  { name: 'titles.maxHeldByOne', target: '≤ 2', definition: 'The most active titles one wrestler held at once, at the start or at the end of any week.' },
  { name: 'titles.medianReignWeeks', definition: 'Median length in weeks of the reigns begun during the run; a reign still current is counted to the end of the run.' },
  { name: 'titles.shortReignShare', definition: 'Reigns begun during the run that ended under 7 days later ÷ all reigns begun during the run (a reign still current at the end is not counted short: the run cut it off).' },
  { name: 'titles.changes', definition: 'Reigns begun during the run (title changes).' },
  { name: 'titles.idle', definition: 'Active titles never on the line in a completed match of the run.' },
  { name: 'titles.heldByOutsiders', definition: 'The most holders, at any week\'s end, of an active title who are not signed to its promotion (one of its brands, or a brand of the same company) or no longer compete (retired, inactive, a free agent or out of contract), over the weeks of the run (issue 36); null for records without the weekly count.' },
  { name: 'titles.maxDaysWithoutDefence', definition: 'The longest stretch in days an active title goes held without being on the line in a completed match: from the later of its reign\'s start and the run\'s start to its next match, the reign\'s end (a loss or a vacancy) or the run\'s end (issue 36); null when no active title was held.' },
  { name: 'divisions.minAppearanceShare', target: '≥ 0.15', definition: 'Smallest share of match appearances among the divisions (genders) that have active, signed, competing wrestlers at the start and an active title of their own. Appearances: wrestlers (not managers) in competition segments of the productions the booker filled.' },
  { name: 'matches.staffAppearances', target: '0', definition: 'Match appearances of staff: wrestlers whose role does not compete (anything but DEFAULT, WRESTLER, MANAGER) or who direct a brand, as they were when the week started.' },
  { name: 'bookings.unfit', definition: 'Match appearances of staff, unsigned, inactive or retired wrestlers drawn by the booker or injured on the production date (judged on the wrestlers as they were when the week started).' },
  { name: 'rating.monthlyAvgMin', definition: 'Lowest monthly average rating: per calendar month, the mean of its completed productions\' ratings (a production\'s rating is the mean of its matches, as /ratings shows it).' },
  { name: 'rating.monthlyAvgMax', definition: 'Highest monthly average rating (as above).' },
  { name: 'rating.fiveStarShare', definition: 'Rated matches (competition segments with people, in completed productions) rated 5 or more ÷ all rated matches.' },
  { name: 'rating.negativeShare', definition: 'Rated matches rated below 0 ÷ all rated matches.' },
  { name: 'money.losingShowShare', definition: 'Completed productions with a negative payout (income − outgoings) ÷ all completed productions.' },
  { name: 'money.balanceRatioMin', definition: 'Lowest end balance ÷ start balance among brands that started with a positive balance.' },
  { name: 'money.balanceRatioMax', definition: 'Highest end balance ÷ start balance (as above).' },
  { name: 'money.unexplained', definition: 'Largest, over every brand and year of the run (52 weeks from its start), |the balance\'s change − the sum of the ledger lines written that year| ÷ the year\'s turnover (Σ|line|, or the change when larger): every balance change is explained by a line, to the cent (issue 36, DESIGN §4). Rounded up to four decimals so an unexplained cent shows; null for records without weekly money samples.' },
  { name: 'viewers.showRatioMin', definition: 'Lowest, over shows with productions in both, of the average viewers of a show\'s productions in the last quarter of the run ÷ those in the first quarter.' },
  { name: 'viewers.showRatioMax', definition: 'Highest last-quarter ÷ first-quarter viewers ratio (as above).' },
  { name: 'attendance.overCapacity', definition: 'Completed productions whose attendance exceeded their venue\'s capacity; null when no production was held at a venue (the classic rules book shows without venues, so capacity is not modelled).' },
  { name: 'venues.sharedNights', definition: 'Building-nights of the run (one venue on one calendar day) held by completed productions of two or more promotions (a production\'s promotion is its first brand\'s company); productions without a venue hold nothing (issue 35).' },
  { name: 'stats.outOfRange', definition: 'Stored values of the capped statistics (points, charisma, damage, popularity, morale, stamina) outside 0–100 or not numbers, summed over every wrestler at the start and after every week.' },
  { name: 'injuries.shareMin', definition: 'Lowest share of the active roster (signed, active, not retired, not staff) injured at the end of a week, over the weeks after the first month; null under the classic rules, which model no injuries.' },
  { name: 'injuries.shareMax', definition: 'Highest such weekly share (as above); null under the classic rules.' },
  { name: 'storylines.repeatedOnCard', target: '0', definition: 'Completed productions (cards) on which a storyline sentence appears twice: the same text in two of its segments\' storylines, or twice within them (issue 17).' },
  { name: 'storylines.repeatedWithin8Weeks', target: '0', definition: 'Storyline sentences a promotion told again within eight weeks of telling them (issue 35; a card\'s promotion is its first brand\'s company).' },
  { name: 'storylines.sentenceRepeatMax', definition: 'The most times one promotion told one storyline sentence (a card\'s sentences once each, split as above) within one calendar year: how often a reader meets the same line however far apart; a promotion\'s pools rotate through their templates, least used lately first (issue 36; no target).' },
  { name: 'productions.failed', definition: 'Show occurrences the week sweep could not fill or complete (each one logged by the game).' },
  { name: 'cards.emptyCompleted', definition: 'Completed productions of the run, any promotion\'s, with nobody on the card (no segment holds an appearance): shows that drew no one (issue 33).' },
  { name: 'log.errors', definition: 'Errors the game logged during the run.' },
  { name: 'rivalries.activeMin', definition: 'Fewest active rivalries (not ended, not gone cold by their heat on the day) on the Game record at the end of any week after the first month; null under the classic rules, which have no rivalries.' },
  { name: 'ppv.payoffShare', definition: 'PPV, major PPV and world-event main events (the last competition segment with people of the card) that are a rivalry payoff (the segment\'s rivalry note says payoff) or a title match ÷ all such main events.' },
  { name: 'ppv.rivalryPayoffShare', definition: 'The same main events that are a rivalry payoff (title on the line or not) ÷ all of them: how often a feud, not only a belt, headlines an event (issue 17; no target).' },
  { name: 'rivals.bookedShare', target: '≥ 0.95', definition: 'Rival promotions\' calendar shows completed ÷ scheduled over the run (each week\'s window, as the forward move ran them; issue 18); null without rivals (classic rules or --company none).' },
  { name: 'rivals.balanceRatioMin', definition: 'Lowest end balance ÷ start balance among rival promotions\' brands that started with a positive balance (money.balanceRatioMin over rival brands); null without rivals.' },
  { name: 'rivals.balanceRatioMax', definition: 'Highest such ratio over rival brands (as above); null without rivals.' },

  { name: 'war.topNightShare', definition: 'Of the run\'s contested nights (nights whose completed productions of two or more promotions were scored in the ratings war, or a rival played against the player\'s unplayed show), the share won by the promotion that won most; null without rivals (issue 18).' },
  { name: 'war.upsetShare', definition: 'Of the run\'s nights where two or more productions were scored in the ratings war (forfeits left out), the share won by a production with fewer viewers than another of its night (an upset); null without such a night (issue 35).' },
  // Issue 35: booking (figures-booking.ts).
  { name: 'booking.airtimeFillMin', definition: 'Per promotion and show type (TV, PPV, …), the median over its completed productions of shows with a slot (maxDuration > 0) of the card\'s booked seconds (every segment\'s segment.duration, transitions included) ÷ the slot; the lowest group\'s (DESIGN §4; the report lists every show\'s mean too). null without such a show (issue 35).' },
  { name: 'ratings.shortMatchGap', definition: 'Matches (competition segments with people, completed productions) grouped by the tier of their wrestlers\' average popularity (managers left out; stars ≥ 70, green ≤ 35, mid-card between, as the length rule names them); per tier with both, the average rating of matches that ran 12–20 minutes minus that of matches that ran under 3 minutes, averaged over those tiers weighted by the smaller count; null when no tier has both (issue 35).' },
  { name: 'booking.presentationShare', definition: 'Talking segments (promo, debut promo, interrupted promo, interview, contract signing, face to face, talk show, press conference) ÷ all completed segments with people in them, of completed productions; null without any (issue 35).' },
  { name: 'ratings.presentationVsMatch', definition: 'Average rating of those talking segments minus the average rating of matches (competition segments with people), in stars; null without either (issue 35).' },
  { name: 'storylines.beatOrdinalMismatches', definition: 'Completed segments that played out a rivalry (their rivalry note) whose stated week (the note\'s, or a "week N" / "after N weeks" in its storyline) differs from the rivalry\'s week on that date, counted on the calendar from its start (the week it began is week 1); null under the classic rules (issue 35).' },

  { name: 'talent.moves', definition: 'Wrestlers changing promotion per year in a game with rivals (issue 18): moves from or to a promotion (a rival letting a wrestler go, signing a free agent, taking one of the player\'s at the contract\'s end, the player poaching) over the run ÷ its weeks × 52; null in a game without rivals.' },
  { name: 'talent.movesPerYearMin', target: '≥ 8', definition: 'The fewest promotion changes (the moves talent.moves counts) in any whole year of the run; null without a whole sampled year or without rivals (issue 36, DESIGN §4; the ten-year target).' },
  { name: 'talent.longUnsignedShare', target: '≤ 0.1', definition: 'Free agents at the end (unsigned, in-ring, not retired) who have waited more than 52 weeks (the week the talent market first saw them unsigned) ÷ all such free agents; null without free agents or without rivals (issue 36, DESIGN §4).' },
  { name: 'booking.mainEventStarShare', target: '≥ 0.6', definition: 'Of the completed cards with two matches or more, the share whose main event (the last match with two sides) includes the card\'s most popular competitor (popularity as the segment\'s momentum note kept it, else at the end of the run); null without such a card (issue 36, DESIGN §4).' },
  { name: 'booking.mainEventRepeatMax', target: '≤ 6', definition: 'The most times one main-event pairing (the same competitors) headlined a completed card in one calendar year; null without a main event (issue 36, DESIGN §4).' },
  { name: 'roster.debutsPerYearMin', definition: 'Fewest in-ring debuts in any year of the run (years of 52 weeks from the start; DESIGN §4): wrestlers not in the world at the start whose first completed match (an appearance, not as a manager, in a competition segment) fell in that year (issue 36). null under the classic rules, which bring no new talent.' },
  { name: 'roster.retirementsPerYearMin', definition: 'Fewest retirements in any year of the run (DESIGN §4): wrestlers retired at the end who were not at the start, counted in the year of their retirement day (issue 36). null under the classic rules, which retire nobody on their own.' },
  { name: 'roster.medianAgeDrift', definition: 'Median age of the active in-ring talent (signed, active, not retired, not staff, with a date of birth) at the end of the run minus at its start, in years (DESIGN §4, issue 36).' },
  { name: 'roster.activeRatioMin', definition: 'Smallest, over promotions and year ends (weeks 52, 104, …, and the last week), of a promotion\'s active roster (signed to one of its brands, active, not retired, not staff) ÷ its active roster at the start (DESIGN §4, issue 36); null for records without the weekly roster counts.' },
  { name: 'roster.activeRatioMax', definition: 'Largest, over promotions and year ends, of a promotion\'s active roster ÷ its active roster at the start (as roster.activeRatioMin; DESIGN §4, issue 36).' },
  { name: 'player.rosterRatio', definition: 'The player\'s promotion\'s active roster (signed, active, not retired, not staff, on one of its brands) at the end ÷ at the start, playing "Simulate until…" with the default standing orders (issue 33); null when the player runs every promotion.' },
  { name: 'player.outsiderTitles', definition: 'Active titles of the player\'s promotion (one of its brands among the title\'s) held at the end by a wrestler who does not work for it (issue 33); null when the player runs every promotion.' },
  { name: 'player.emptyCards', definition: 'Completed productions of the player\'s brands on which nobody appeared in any segment (issue 33); null when the player runs every promotion.' },
  { name: 'player.decisionsPerYear', definition: 'Decisions outside the default standing orders that "Simulate until…" stopped for (each answered without spending: the contract or offer let go, the title vacated, the card left to the booker), per year (issue 33); null when the player runs every promotion.' },
  // Issue 36: saves that last a dynasty.
  { name: 'save.mbPerYear', definition: 'Size of the --save file (the game\'s backup of the final world, in the format Settings writes) in MB of 1,048,576 bytes ÷ the run\'s years (DESIGN §4; issue 36); null when no --save file is written.' },
] as const satisfies readonly FigureDefinition[];

export type FigureName = (typeof FIGURE_DEFINITIONS)[number]['name'];
export type Figures = Record<FigureName, number | null>;

/** The names DESIGN §4 requires in every health.json (the contract; more may be added). */
export const DESIGN_FIGURE_NAMES: readonly FigureName[] = [
  'titles.misfitReigns', 'titles.maxHeldByOne', 'titles.medianReignWeeks', 'titles.shortReignShare',
  'divisions.minAppearanceShare', 'matches.staffAppearances', 'rating.monthlyAvgMin', 'rating.monthlyAvgMax',
  'rating.fiveStarShare', 'rating.negativeShare', 'money.losingShowShare', 'money.balanceRatioMin',
  'money.balanceRatioMax', 'viewers.showRatioMin', 'viewers.showRatioMax', 'attendance.overCapacity',
  'stats.outOfRange', 'injuries.shareMin', 'injuries.shareMax', 'bookings.unfit',
];

/**
 * Issue 15's world-health targets for the living rules (its "World-health figures" list), on top
 * of the issue 13 targets above. The classic rules keep the spec's drift and are not held to them.
 */
export const LIVING_TARGETS: Readonly<Partial<Record<FigureName, string>>> = {
  'rating.monthlyAvgMin': '≥ 1.5',
  'rating.monthlyAvgMax': '≤ 3.5',
  'rating.fiveStarShare': '≤ 0.05',
  'rating.negativeShare': '0',
  'money.losingShowShare': '0.1–0.4',
  'money.balanceRatioMin': '≥ -5',
  'money.balanceRatioMax': '≤ 10',
  // Issue 36: every balance change has its line, to the cent.
  'money.unexplained': '0',
  // Issue 18: rivals are held to the player's bounds.
  'rivals.balanceRatioMin': '≥ -5',
  'rivals.balanceRatioMax': '≤ 10',
  'viewers.showRatioMin': '≥ 0.3333',
  'viewers.showRatioMax': '≤ 3',
  'attendance.overCapacity': '0',
  // Issue 35: promotions have homes; two never hold one building on one night.
  'venues.sharedNights': '0',
  'titles.medianReignWeeks': '8–40',
  'titles.shortReignShare': '< 0.05',
  'titles.idle': '0',
  // Issue 36: belts follow their holders, and no title waits more than 120 days.
  'titles.heldByOutsiders': '0',
  'titles.maxDaysWithoutDefence': '≤ 120',
  // Issue 36: careers begin and end every year without the world ageing or getting younger; the market keeps moving; the booker builds stars.
  'roster.debutsPerYearMin': '≥ 8',
  'roster.retirementsPerYearMin': '≥ 4',
  'roster.medianAgeDrift': '-2–2',
  'talent.movesPerYearMin': '≥ 8',
  'talent.longUnsignedShare': '≤ 0.1',
  'booking.mainEventStarShare': '≥ 0.6',
  'booking.mainEventRepeatMax': '≤ 6',
  'stats.outOfRange': '0',
  'injuries.shareMin': '≥ 0.03',
  'injuries.shareMax': '≤ 0.15',
  'bookings.unfit': '0',
  // Issue 33: the world's booker never runs a show with nobody on it.
  'cards.emptyCompleted': '0',
  'rivalries.activeMin': '≥ 5',
  'ppv.payoffShare': '≥ 0.6',
  // Issue 18's proof: rivals book their calendar, talent moves a few times a year, and no promotion wins the war's nights too often.
  'rivals.bookedShare': '≥ 0.95',
  'talent.moves': '≥ 3',
  'war.topNightShare': '≤ 0.8',
  // Issue 35: the audience decides the war; an upset needs an exceptional card.
  'war.upsetShare': '≤ 0.1',
  // Issue 35: cards fill their airtime, length and talking matter, rivalry weeks are told right.
  'booking.airtimeFillMin': '≥ 0.75',
  'ratings.shortMatchGap': '≥ 1',
  'booking.presentationShare': '0.15–0.35',
  'ratings.presentationVsMatch': '-1–1',
  'storylines.beatOrdinalMismatches': '0',
  'storylines.repeatedWithin8Weeks': '0',
  // Issue 33: the player's promotion keeps its roster, its titles and a card on every show under the default standing orders.
  'player.rosterRatio': '0.7–1.4',
  'player.outsiderTitles': '0',
  'player.emptyCards': '0',
  // Issue 36: a year of play adds at most 4 MB to a save.
  'save.mbPerYear': '≤ 4',
  // Issue 36: every promotion's active roster stays within 0.7–1.4 of its start at every year end.
  'roster.activeRatioMin': '0.7–1.4',
  'roster.activeRatioMax': '0.7–1.4',
};

/** The target a figure is held to under a rule set (living adds issue 15's), or '' for none. */
export function targetFor(definition: FigureDefinition, rules: 'classic' | 'living'): string {
  const living = rules === 'living' ? LIVING_TARGETS[definition.name as FigureName] : undefined;
  return living ?? definition.target ?? '';
}

/**
 * Whether a value meets a target written as "0", "≤ 2", "≥ 0.15", "< 0.05" or a range "8–40"
 * (both ends included); null when there is no value or the target cannot be read.
 */
export function meetsTarget(target: string, value: number | null): boolean | null {
  if (value === null) return null;
  const range = /^(-?[\d.]+)\s*–\s*(-?[\d.]+)$/.exec(target);
  if (range) return value >= Number(range[1]) && value <= Number(range[2]);
  const [, op, bound] = /^(≤|≥|<|>)?\s*(-?[\d.]+)$/.exec(target) ?? [];
  if (bound === undefined) return null;
  const limit = Number(bound);
  switch (op) {
    case '≤': return value <= limit;
    case '≥': return value >= limit;
    case '<': return value < limit;
    case '>': return value > limit;
    default: return value === limit;
  }
}
