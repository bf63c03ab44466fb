import { useParams } from 'react-router-dom';
import { PlannedPage } from './PlannedPage';

export const SetupPage = () => (
  <PlannedPage title="Setup" purpose="Here you will choose the brands you run, the gender focus, the days per step and tutorials, then start." />
);

export const StartPage = () => (
  <PlannedPage title="Start" purpose="This screen will load the starting world with visible progress and take you to the office." />
);

export function ImportPage() {
  const { group } = useParams();
  return (
    <PlannedPage
      title="Import"
      purpose={`This screen will add ${group ? `the ${group}` : 'one group'} of the starting world to your game without duplicating what is there.`}
    />
  );
}
