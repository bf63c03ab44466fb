import { PlannedPage } from './PlannedPage';

export const BrandsPage = () => (
  <PlannedPage title="Brands" purpose="This screen will manage your brands, their directors and their balances." />
);

export const ModifiersPage = () => (
  <PlannedPage title="Modifiers" purpose="This screen will boost or penalise wrestlers' statistics." />
);

export const RatingsPage = () => (
  <PlannedPage title="Ratings" purpose="This screen will chart viewers and average rating per show over time, with the best segments." />
);
