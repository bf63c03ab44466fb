import { PlannedPage } from './PlannedPage';

export const DialogsPage = () => (
  <PlannedPage title="Dialogs" purpose="This screen will hold the game's conversations and decisions." />
);
