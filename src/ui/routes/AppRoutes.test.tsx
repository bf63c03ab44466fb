import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { AppRoutes } from './AppRoutes';

// SPEC §2's table, with the capitalised titles (DESIGN §2: one h1 + document.title per page).
const routes: [string, string][] = [
  ['/setup', 'Welcome'],
  ['/setup/setup', 'Setup'],
  ['/start', 'Start'],
  ['/import/wrestlers', 'Import'],
  ['/roster', 'Roster'],
  ['/rank/wrestlers', 'Rank wrestlers'],
  ['/rank/championships', 'Rank championships'],
  ['/career-mode/start', 'Career mode'],
  ['/careers', 'Careers'],
  ['/schedule/shows', 'Show schedule'],
  ['/help', 'Help'],
  ['/backstage', 'Backstage'],
  ['/simulate', 'Simulate'],
  ['/draft', 'Draft'],
  ['/rumbles/start', 'Rumbles'],
  ['/dialog/intro', 'Dialogs'],
  ['/office', 'The office'],
  ['/tournaments', 'Tournaments'],
  ['/brands', 'Brands'],
  ['/quick-mode/3', 'Quick mode'],
  ['/simulate-match/create', 'Match simulation'],
  ['/simulate-match/result', 'Match simulation'],
  ['/create-show/4/2026-11-22', 'Create a show'],
  ['/dashboard', 'CMS'],
  ['/alignment', 'Alignment'],
  ['/production/select', 'Productions'],
  ['/production/12', 'Productions'],
  ['/blog', 'Blog'],
  ['/calendar', 'Calendar'],
  ['/ratings', 'Ratings'],
  ['/modifiers', 'Modifiers'],
  ['/settings', 'Settings'],
  ['/leagues', 'Leagues'],
  ['/reigns', 'Reigns'],
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  renderWithApp(
    <>
      <AppRoutes />
      <Where />
    </>,
    createFakeServices().services,
    path,
  );

// Page chunks load lazily; with the whole suite running in parallel that can exceed 1 s.
const slowChunk = { timeout: 5000 };

describe('routes', () => {
  it.each(routes)('%s shows "%s" as its one h1 and the document title', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slowChunk)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(path);
  });

  it.each([
    ['/', '/setup', 'Welcome'],
    ['/no/such/page', '/setup', 'Welcome'],
    ['/rumbles', '/rumbles/start', 'Rumbles'],
    ['/production', '/production/select', 'Productions'],
    ['/simulate-match', '/simulate-match/create', 'Match simulation'],
  ])('%s redirects to %s', async (from, to, title) => {
    renderAt(from);
    expect(await screen.findByRole('heading', { level: 1, name: title }, slowChunk)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(to);
  });
});
