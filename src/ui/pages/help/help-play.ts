import { formatDuration, formatMoney } from '../../../domain/format';
import { OFFICE_COST, OWNER_SUPPORT_SHARE, SPENDING_SHARE } from '../../../domain/rules/living/overheads';
import { WARNING_WEEKS } from '../../../domain/rules/living/red-weeks';
import { STAGED_HOURS } from '../../../domain/rules/living/staging';
import { AWAY_REACH, FREIGHT_SHARE, TRAVEL_CREW, TRAVEL_PER_HEAD } from '../../../domain/rules/living/travel';
import { TV_RATE_PER_VIEWER } from '../../../domain/rules/living/tv-income';
import { RETAINER_SHARE } from '../../../domain/rules/living/wages';
import { DIFFICULTY_LEVELS } from '../../../domain/entities/promotion';

const pct = (share: number): string => `${Math.round(share * 100)}%`;
import type { HelpSection } from './help-types';

// The guide, part one: from a new game to a simulated show. Written for players, not programmers.
export const playSections: HelpSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    blocks: [
      'Kayfabe puts you in charge of a wrestling promotion. You run its brands, book their shows, watch the results come in and keep the money flowing.',
      {
        list: [
          'On the welcome screen press New game, choose the promotion you run (or every promotion, then the brands you want: none ticked means all of them), the difficulty, the gender focus, how many days one calendar step moves, and whether tutorials are on. Start loads the seed world and opens the office.',
          'The office is home: the game date, your brands’ balances, this week’s shows, recent results, champions and the top of the roster.',
          'Open the Menu at the top left for every other screen. The logo in the top bar always brings you back to the office.',
          'With tutorials on, the office, schedule and production screens show a short guided tutorial that moves on as you book and simulate a show. Turn it off with the Tutorials switch in the menu; resume or restart it from Settings.',
        ],
      },
    ],
    links: [{ to: '/office', label: 'The office' }, { to: '/setup', label: 'Welcome screen' }],
  },
  {
    id: 'promotions',
    title: 'Your promotion and its rivals',
    blocks: [
      'The world has four promotions. At a new game you choose the one you run; its brands become yours. Under living rules the game runs every other promotion as your rival: they book and simulate their own shows each week.',
      {
        list: [
          'Every promotion (sandbox, no rivals) lets you book every brand’s shows with nobody fighting back; an older save plays this way until you choose a promotion in Settings under Your promotion.',
          'Difficulty sets how hard rivals chase your talent and how tight money is: Easy, Normal or Hard.',
          'Promotions lists each promotion with its brands, money, roster and the ratings-war nights it has won; each one’s page shows its champions, recent shows with their results, and its next shows.',
          'A rival’s shows and feuds are read-only: you can look at their cards and results, never book or simulate them.',
        ],
      },
    ],
    links: [{ to: '/promotions', label: 'Promotions' }, { to: '/settings', label: 'Settings' }],
  },
  {
    id: 'brands-and-shows',
    title: 'Brands and shows',
    blocks: [
      'A brand is a division of your promotion with its own roster and its own bank balance. Wrestlers, championships and shows belong to one or more brands.',
      'A show is a recurring television or live event: weekly shows air on one weekday, monthly shows on one weekday of one week of the month, and yearly shows once a year. Each show has an economic profile that sets its TV income, ticket and merchandise prices, its usual audience and crowd, how many segments a new card gets, and how long it may run.',
      {
        caption: 'Show types',
        head: ['Type', 'Typical use'],
        rows: [
          ['Cable', 'A cheap weekly show for a small audience.'],
          ['TV', 'The flagship weekly broadcast.'],
          ['PPV and major PPV', 'Monthly and yearly events with pricey tickets and big crowds.'],
          ['World', 'The biggest stage of the year.'],
          ['X', 'A one-segment online special: free to watch, no merchandise.'],
        ],
      },
    ],
    links: [{ to: '/brands', label: 'Brands' }],
  },
  {
    id: 'schedule-and-calendar',
    title: 'The schedule and the calendar',
    blocks: [
      'The show schedule lists every day of the current window, starting on the Sunday of the game date’s week, with each show your brands run that day. Birthdays of wrestlers show up on their day too.',
      'Moving forward advances the game date by the days per step you chose (seven by default) and every wrestler heals half a point of damage. Time only runs forward: Previous week looks at earlier weeks (their results, and the nights that passed unplayed) without moving the date, and This week comes back.',
      'A show before the game’s week has passed: it can no longer be booked or simulated, on the schedule, the calendar or its production page.',
      'The calendar shows a whole month at a glance, with booked and completed productions marked. Simulate runs every empty show of the window at once when you would rather not book by hand.',
    ],
    links: [{ to: '/schedule/shows', label: 'Show schedule' }, { to: '/calendar', label: 'Calendar' }, { to: '/simulate', label: 'Simulate' }],
  },
  {
    id: 'booking',
    title: 'Booking a production',
    blocks: [
      'A production is one show on one date. On the schedule, press Create production on a show to make its production, or open the one that already exists.',
      {
        list: [
          `Segments are the running order: matches, promos, videos and transitions. Each kind has a cost and a default length (a plain segment is ${formatDuration(300)}). Add, remove and reorder them with Move up and Move down.`,
          'Appearances are the people in a segment. Wrestlers sharing a team number are one side; a manager goes with a side but does not count as a competitor. Adding someone already booked takes them off again.',
          'Championships can be put on the line in a match. Adding a title also books its current holders.',
          'Randomise fills one match with eligible wrestlers from the production’s brands (and the show’s points range); Randomise all fills every empty match. A match needs at least two competitors. Random matches book both divisions: the gender chosen at setup gets about three matches in four, the other the rest, and only active, signed wrestlers compete (never referees, commentators or directors).',
          'A match without the wrestlers it needs says why on its card (a Tag Team needs four), and Simulate names such matches and asks before running the show.',
          'Changing people or titles marks a segment as not complete again, so the next simulation decides it afresh.',
        ],
      },
      'When the card looks right, press Simulate. The segment costs and the running time against the show’s limit are shown as you book.',
    ],
    links: [{ to: '/production/select', label: 'Productions' }],
  },
  {
    id: 'simulation',
    title: 'What simulating does',
    blocks: [
      'Simulating completes a production in one go; if anything fails, nothing is saved and the card stays as it was. In order, it:',
      {
        list: [
          'decides each undecided match: one wrestler is picked by chance, weighted by points, morale, stamina, popularity and charisma, and their side wins;',
          `gives each match a length between ${formatDuration(60)} and ${formatDuration(1200)};`,
          'updates win and loss records: winners gain followers, popularity, charisma and morale but tire a little; losers lose a little of each and their streak ends; a draw sits in between;',
          'works out the money and pays each brand its share;',
          'turns wrestlers in alignment-change segments (good becomes bad and bad becomes good) and retires those in retirement segments;',
          'hands championships to the winners and updates the reigns;',
          'rates every segment, raises the show’s usual audience when the matches averaged more than 2 stars, and writes a short storyline for segments that tell one (never the same line twice on a card; on a living game, a segment between rivals tells that week of their rivalry).',
        ],
      },
      'Every completed production gets a recap on the blog, and its ratings feed the ratings screen.',
    ],
    links: [{ to: '/blog', label: 'Blog' }, { to: '/ratings', label: 'Ratings' }],
  },
  {
    id: 'rivalries',
    title: 'Rivalries, the coach and show reports',
    blocks: [
      'A rivalry is a feud between two sides. Start one on the Rivalries board, or let the world make one: a title changing hands, the same two meeting twice in a month, a betrayal. Each wrestler is in one rivalry at a time.',
      {
        list: [
          'Heat (0–100) rises with every segment between the rivals: a better segment adds more, a brawl or a contract signing most. It fades a little each week without them, and the same kind of segment week after week wears it out. Under 8 after three weeks, the rivalry goes cold and ends.',
          'On a living game the heat adds to the rating of their segments and to the show’s viewers; Why this rating shows it as its own line. Their match on a PPV, major PPV or world event is the payoff: it gains most and usually ends the feud.',
          'The board shows each rivalry’s heat and its chart, its segments, the payoff show, and buttons to book the next step, book the payoff, choose the payoff show or end it. Randomise and the week’s sweep book rivals against each other and pay feuds off on the big shows.',
          'How to improve, on each segment of a card, names the one change (a swap, a match type, a title, a manager) that raises its expected rating most, shows both breakdowns, and applies it in one click. Suggest running order puts the best match last and a strong one first.',
          'Copy report, on a show’s results, copies the card, results, ratings with their reasons, attendance and money as Markdown or forum BBCode, or a replay code: paste it under Replay a show in match simulation to run the show again from its seed, with the same results, without changing your game.',
        ],
      },
    ],
    links: [{ to: '/rivalries', label: 'Rivalries' }, { to: '/simulate-match/create', label: 'Match simulation' }],
  },
  {
    id: 'finances',
    title: 'Finances',
    blocks: [
      'Every production earns and spends money, and what is left is split equally between the brands on the show. Before you simulate, the production page shows what the show will cost (wrestlers, segments, venue, staging, travel, production) and what it should earn, worked out by the same rules Simulate runs; it warns when the show is likely to lose money, when the venue is far too big or too small for the crowd, and when the show travels abroad.',
      'Classic rules (the spec’s formulas):',
      {
        list: [
          'Crowd: the show’s usual attendance.',
          'Tickets: the crowd times the ticket price, plus ten percent.',
          'Merchandise: the merchandise price times forty percent of the crowd.',
          'Income: the show’s TV money plus tickets plus merchandise.',
          `Outgoings: the production itself (${formatMoney(300)} unless set otherwise), plus every appearing wrestler’s fee, plus the cost of each segment kind (a Promo is ${formatMoney(20_000)}, a Cage match ${formatMoney(100_000)}).`,
          'Payout: income minus outgoings. A loss comes out of the brands’ balances just the same.',
        ],
      },
      'Living rules (the default for a new game) add what running a real show costs:',
      {
        list: [
          'Crowd: the show’s usual crowd, moved by the card’s drawing power (its wrestlers’ popularity), the show’s recent viewers and the ticket price, and never more than the venue’s seats.',
          'Tickets: the seats sold times the ticket price, times the venue’s pull (its multiplier against a standard arena’s). Merchandise: forty percent of the crowd buys at the merchandise price.',
          `TV income: ${formatMoney(TV_RATE_PER_VIEWER)} per viewer, for at most three times the show type’s usual audience.`,
          'Wages: each appearance is paid the wrestler’s fee. Segments cost their kind’s price, and the production its own.',
          'Venue: the building’s price for the night, however many come. A stadium for a few hundred fans costs millions.',
          `Staging: the show type’s cost for a ${STAGED_HOURS}-hour event, in proportion to the show’s time on air (a network TV hour is a third of ${formatMoney(1_000_000)}).`,
          `Travel: a venue outside your promotion’s home country costs flights and hotels for everyone on the card and a crew of ${TRAVEL_CREW} (${formatMoney(TRAVEL_PER_HEAD.near)} each in a country of the same continent, ${formatMoney(TRAVEL_PER_HEAD.far)} farther), plus shipping the set (${pct(FREIGHT_SHARE.near)} or ${pct(FREIGHT_SHARE.far)} of the staging). Away from home the promotion draws only ${pct(AWAY_REACH.near)} (nearby) or ${pct(AWAY_REACH.far)} (farther) of its usual crowd, except for the wrestlers on the card who come from there.`,
        ],
      },
      'Under living rules every brand also pays each week, shows or not (each week once, however the calendar is moved):',
      {
        list: [
          `Retainers: each full contract pays the wrestler ${pct(RETAINER_SHARE)} of an appearance fee every week, booked or not.`,
          `Office and crew: ${formatMoney(OFFICE_COST)} a week.`,
          `Spending: ${pct(SPENDING_SHARE)} of a positive balance goes on travel, marketing and bigger crews each week, so money in the bank does not pile up for ever.`,
          `The owner’s cover: a brand in the red gets ${pct(OWNER_SUPPORT_SHARE)} of its debt back from the owner each week; it still cannot sign anyone new until it is back above ${formatMoney(0)}, and after ${WARNING_WEEKS} weeks of warnings its wrestlers’ morale falls.`,
          `Difficulty: Easy takes ${pct(1 - DIFFICULTY_LEVELS.EASY.costs)} off the office and spending, Hard adds ${pct(DIFFICULTY_LEVELS.HARD.costs - 1)}.`,
        ],
      },
      'Each brand’s ledger (Brands, then Ledger on the brand) lists every weekly charge, each show’s share and the owner’s budget, each with its reason.',
      'Drafting wrestlers is the other big expense: see Drafts.',
    ],
  },
];
