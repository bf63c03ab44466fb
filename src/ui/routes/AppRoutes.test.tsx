import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { AppRoutes } from './AppRoutes';
import { ROUTE_TITLES } from '../../../tests/support/route-titles';

// SPEC §2's table, with the capitalised titles (DESIGN §2: one h1 + document.title per page).
const routes = ROUTE_TITLES;

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
const slowChunk = { timeout: 30_000 };

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
