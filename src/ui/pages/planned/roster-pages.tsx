import { PlannedPage } from './PlannedPage';

export const RatingsPage = () => (
  <PlannedPage title="Ratings" purpose="This screen will chart viewers and average rating per show over time, with the best segments." />
);
