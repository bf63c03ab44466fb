import { PlannedPage } from './PlannedPage';

export const BackstagePage = () => (
  <PlannedPage title="Backstage" purpose="Backstage will show the roster's morale, damage and contracts at a glance." />
);

export const HelpPage = () => (
  <PlannedPage title="Help" purpose="Help will explain how brands, shows, productions and simulations work." />
);

export const DialogsPage = () => (
  <PlannedPage title="Dialogs" purpose="This screen will hold the game's conversations and decisions." />
);
