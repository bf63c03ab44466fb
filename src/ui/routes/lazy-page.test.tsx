import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { browser } from '../browser';
import { renderWithTheme } from '../testing/render';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { lazyPage } from './lazy-page';

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const renderLazy = (Page: ReturnType<typeof lazyPage>) =>
  renderWithTheme(
    <ErrorBoundary fallback={(error) => <p>crashed: {String(error)}</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );

describe('lazily loaded pages', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('renders the named export of the chunk', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <h1>Hello</h1> }), 'Hello');
    renderLazy(Page);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('shows the update notice and reloads when the chunk is gone', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderLazy(lazyPage(missingChunk, 'Gone'));
    expect(await screen.findByRole('status')).toHaveTextContent('New update available. Reloading in progress.');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload in a loop: a second failure right after a reload is shown as an error', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLazy(lazyPage(missingChunk, 'First'));
    await screen.findByRole('status');
    renderLazy(lazyPage(missingChunk, 'Second'));
    expect(await screen.findByText(/crashed: TypeError: Failed to fetch/)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
