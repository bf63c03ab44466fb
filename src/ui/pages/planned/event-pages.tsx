import { PlannedPage } from './PlannedPage';

export const QuickModePage = () => (
  <PlannedPage title="Quick mode" purpose="Quick mode will simulate a single exhibition match and explain its result." />
);

export const MatchSimulationPage = () => (
  <PlannedPage title="Match simulation" purpose="This screen will let you pick two or more wrestlers or teams and a match type, then simulate the match." />
);
