import { PlannedPage } from './PlannedPage';

export const SimulatePage = () => (
  <PlannedPage title="Simulate" purpose="This screen will simulate or randomise every empty production of the schedule window." />
);

export const CalendarPage = () => (
  <PlannedPage title="Calendar" purpose="The calendar will show a month of shows, productions and birthdays." />
);

export const ShowSchedulePage = () => (
  <PlannedPage title="Show schedule" purpose="The show schedule will list the shows of each day this week, each ready to be booked as a production." />
);

export const BackstagePage = () => (
  <PlannedPage title="Backstage" purpose="Backstage will show the roster's morale, damage and contracts at a glance." />
);

export const HelpPage = () => (
  <PlannedPage title="Help" purpose="Help will explain how brands, shows, productions and simulations work." />
);

export const DialogsPage = () => (
  <PlannedPage title="Dialogs" purpose="This screen will hold the game's conversations and decisions." />
);
