import { PlannedPage } from './PlannedPage';

export const ModifiersPage = () => (
  <PlannedPage title="Modifiers" purpose="This screen will boost or penalise wrestlers' statistics." />
);

export const RatingsPage = () => (
  <PlannedPage title="Ratings" purpose="This screen will chart viewers and average rating per show over time, with the best segments." />
);
