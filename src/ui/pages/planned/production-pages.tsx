import { PlannedPage } from './PlannedPage';

export const ProductionsPage = () => (
  <PlannedPage title="Productions" purpose="This screen will list productions with filters and open one to book its segments and simulate it." />
);

export const CreateShowPage = () => (
  <PlannedPage title="Create a show" purpose="This screen will create the production for this show and date, or open the one that exists." />
);
