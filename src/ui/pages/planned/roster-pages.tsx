import { PlannedPage } from './PlannedPage';

export const RankWrestlersPage = () => (
  <PlannedPage title="Rank wrestlers" purpose="This ranking will order wrestlers by points, wins and popularity." />
);

export const BrandsPage = () => (
  <PlannedPage title="Brands" purpose="This screen will manage your brands, their directors and their balances." />
);

export const AlignmentPage = () => (
  <PlannedPage title="Alignment" purpose="This screen will show and change which wrestlers are good, bad or neutral." />
);

export const ModifiersPage = () => (
  <PlannedPage title="Modifiers" purpose="This screen will boost or penalise wrestlers' statistics." />
);

export const RatingsPage = () => (
  <PlannedPage title="Ratings" purpose="This screen will chart viewers and average rating per show over time, with the best segments." />
);
