/** One card of a guided tutorial. */
export interface TutorialStep {
  title: string;
  body: string;
}

/** SPEC §4 "guided production tutorial": from the schedule to a simulated show's results. */
export const productionTutorialSteps: readonly TutorialStep[] = [
  {
    title: 'Open the schedule',
    body: 'The show schedule lists every show your brands run this week, day by day. Open it from the office (Show schedule, under Around the promotion) or from the calendar.',
  },
  {
    title: 'Create a production',
    body: 'Pick a show on its day and press Create production. A production is that show on that date, with empty segments ready to book.',
  },
  {
    title: 'Randomise the card',
    body: 'Press Randomise all to fill each match with eligible wrestlers from your brands. Change any segment you do not like.',
  },
  {
    title: 'Simulate the show',
    body: 'Press Simulate. Winners are decided, records and titles are updated and the brands are paid.',
  },
  {
    title: 'Read the results',
    body: 'Each segment now has a rating, and the production shows its viewers, attendance, income and payout.',
  },
];
