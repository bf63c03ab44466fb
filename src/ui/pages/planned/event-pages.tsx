import { PlannedPage } from './PlannedPage';

export const RumblesPage = () => (
  <PlannedPage title="Rumbles" purpose="This screen will run rumbles: entries, eliminations and the winner." />
);

export const TournamentsPage = () => (
  <PlannedPage title="Tournaments" purpose="This screen will run bracket tournaments round by round." />
);

export const DraftPage = () => (
  <PlannedPage title="Draft" purpose="The draft will sign wrestlers to brands for a number of appearances." />
);

export const LeaguesPage = () => (
  <PlannedPage title="Leagues" purpose="This screen will keep league tables of wins, losses and draws." />
);

export const CareerModePage = () => (
  <PlannedPage title="Career mode" purpose="Career mode will follow one wrestler's path through the promotion." />
);

export const CareersPage = () => (
  <PlannedPage title="Careers" purpose="This screen will list career-mode playthroughs to continue." />
);

export const QuickModePage = () => (
  <PlannedPage title="Quick mode" purpose="Quick mode will simulate a single exhibition match and explain its result." />
);

export const MatchSimulationPage = () => (
  <PlannedPage title="Match simulation" purpose="This screen will let you pick two or more wrestlers or teams and a match type, then simulate the match." />
);
