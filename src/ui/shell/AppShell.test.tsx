import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { AppShell } from './AppShell';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';

const entries: [string, string][] = [
  ['The office', 'The office'],
  ["Owner's office", "Owner's office"],
  ['Simulate', 'Simulate'],
  ['Rankings', 'Rank wrestlers'],
  ['Rivalries', 'Rivalries'],
  ['Promotions', 'Promotions'],
  ['Free agents', 'Free agents'],
  ['Talent war', 'Talent war'],
  ['CMS', 'CMS'],
  ['Productions', 'Productions'],
  ['Rumbles', 'Rumbles'],
  ['Tournaments', 'Tournaments'],
  ['Settings', 'Settings'],
  ['Back to setup', 'Welcome'],
];

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog');
}

// Page chunks load lazily; with the whole suite running in parallel that can exceed 1 s.
const slowChunk = { timeout: 30_000 };

describe('the shell', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterAll(() => restoreLayout());

  it('opens the sidebar with Menu, lists every entry with its toggles, and closes with Close', async () => {
    renderWithApp(<AppShell />, createFakeServices().services);
    const sidebar = await openMenu();
    await waitFor(() => expect(within(sidebar).getByRole('button', { name: 'Close' })).toHaveFocus());
    const links = within(sidebar).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(entries.map(([label]) => label));
    expect(within(sidebar).getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    expect(within(sidebar).getByRole('switch', { name: 'Tutorials' })).toBeChecked();

    await userEvent.click(within(sidebar).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
  });

  it.each(entries)('sidebar entry %s opens the %s screen and closes the sidebar', async (label, title) => {
    renderWithApp(<AppShell />, createFakeServices().services, '/office');
    const sidebar = await openMenu();
    await userEvent.click(within(sidebar).getByRole('link', { name: label }));
    expect(await screen.findByRole('heading', { level: 1, name: title }, slowChunk)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stores the tutorials switch on the Game record', async () => {
    const fake = createFakeServices();
    renderWithApp(<AppShell />, fake.services);
    const sidebar = await openMenu();
    await userEvent.click(within(sidebar).getByRole('switch', { name: 'Tutorials' }));
    expect(fake.game.update).toHaveBeenCalledWith({ tutorials: false });
    expect(within(sidebar).getByRole('switch', { name: 'Tutorials' })).not.toBeChecked();
  });

  it('goes to the office from the logo', async () => {
    renderWithApp(<AppShell />, createFakeServices().services);
    await userEvent.click(await screen.findByRole('link', { name: 'Kayfabe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The office' }, slowChunk)).toBeInTheDocument();
  });

  it('has a footer with the community links, the versioned site link and the colour toggle', async () => {
    renderWithApp(<AppShell />, createFakeServices().services);
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Social profile', 'Chat community', 'Code profile', 'Kayfabe vtest']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(await within(footer).findByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });
});
