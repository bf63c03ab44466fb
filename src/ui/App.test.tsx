import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { createFakeServices } from './testing/fake-services';

describe('App bootstrap', () => {
  beforeEach(() => {
    window.location.hash = '#/setup';
  });

  it('shows a busy skeleton until the Game record is loaded, then the content', async () => {
    const fake = createFakeServices({ deferLoad: true });
    render(<App services={fake.services} />);
    const skeleton = screen.getByRole('progressbar', { name: 'Loading game' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => fake.releaseLoad());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading game' })).toBeNull();
  });

  it('keeps the colour mode on the Game record, so it survives a reload', async () => {
    const fake = createFakeServices();
    const first = render(<App services={fake.services} />);
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(fake.game.update).toHaveBeenCalledWith({ dark: false });
    first.unmount();

    render(<App services={fake.services} />);
    expect(await screen.findByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(document.body.style.backgroundColor).toBe('rgb(245, 245, 245)');
  });

  it('shows the crash screen when the Game record cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeServices({ loadError: new Error('IndexedDB is unavailable') });
    render(<App services={fake.services} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Encountered an error' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Error details' })).toHaveTextContent('IndexedDB is unavailable');
    vi.mocked(console.error).mockRestore();
  });

  it('sends one page view on mount', async () => {
    const fake = createFakeServices();
    render(<App services={fake.services} />);
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await waitFor(() => expect(fake.analytics.pageView).toHaveBeenCalledTimes(1));
    expect(fake.analytics.pageView).toHaveBeenCalledWith('/setup');
  });
});
