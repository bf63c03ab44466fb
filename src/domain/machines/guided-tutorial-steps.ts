/** The screens the production tutorial's card sits on. */
export type TutorialScreen = 'office' | 'schedule' | 'production';

/**
 * One card of a guided tutorial. A step says what to do on the screen the player is on, so it
 * carries one text per screen where it makes sense; on any other screen the card stays away.
 */
export interface TutorialStep {
  id: 'choose' | 'create' | 'randomise' | 'simulate' | 'results';
  title: string;
  on: Partial<Record<TutorialScreen, string>>;
}

/** SPEC §4 "guided production tutorial": from this week's shows to a simulated show's results. */
export const productionTutorialSteps: readonly TutorialStep[] = [
  {
    id: 'choose',
    title: 'Choose a show to book',
    on: {
      office:
        "This week's shows lists the shows your brands run in the days ahead. Press Book next to one to create its production, or open the Show schedule (under Around the promotion) to see the week day by day.",
    },
  },
  {
    id: 'create',
    title: 'Create a production',
    on: {
      office: "Press Book next to one of this week's shows. It creates that show's production: the show on that date, with empty segments ready to book.",
      schedule: 'Pick a show on its day and press Create production. A production is that show on that date, with empty segments ready to book.',
    },
  },
  {
    id: 'randomise',
    title: 'Randomise the card',
    on: {
      production: 'Press Randomise all to fill each match with eligible wrestlers from your brands. Change any segment you do not like.',
      schedule: "Your production waits on its show's day: press Continue booking to open it and fill its card.",
      office: 'Press Continue booking next to the show you created to open it and fill its card.',
    },
  },
  {
    id: 'simulate',
    title: 'Simulate the show',
    on: {
      production: 'Once every match has its wrestlers, press Simulate. Winners are decided, records and titles are updated and the brands are paid.',
      schedule: "Your card is booked: press Continue booking on its show's day to open it and simulate it.",
      office: 'Your card is booked: press Continue booking next to its show to open it and simulate it.',
    },
  },
  {
    id: 'results',
    title: 'Read the results',
    on: {
      production:
        'A simulated show gives each segment a rating, and its production shows the viewers, attendance, income and payout. Press Finish the tutorial when you have read them.',
      schedule: "Your show is complete: press View results on its day to read how it went.",
      office: 'Your show is complete: press Review next to it, or look at Recent results, to read how it went.',
    },
  },
];

/** The 1-based number of a step in a list (0 when the list has no such step). */
export const stepNumber = (steps: readonly TutorialStep[], id: TutorialStep['id']): number => steps.findIndex((step) => step.id === id) + 1;

/** A production's state as the tutorial follows it: its card booked, its show simulated. */
export interface PlayerFacts {
  booked: boolean;
  simulated: boolean;
}
