import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import type { OfficeView } from '../../../application/office';
import type { ForwardOptions } from '../../../application/calendar';
import { createGame, GAME_ID } from '../../../domain/entities/game';
import { formatLongDate } from '../../../domain/dates';
import { createFakeServices } from '../../testing/fake-services';
import { createFakeOffice } from '../../testing/fake-new-game';
import { renderWithApp } from '../../testing/render';
import { OfficePage } from './OfficePage';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { AnnouncerProvider } from '../../components/Announcer';

const VIEW: Partial<OfficeView> = {
  date: '2026-11-21',
  daysPerStep: 14,
  week: [
    { date: '2026-11-15', showId: 31, showName: 'NPW Quickfire', brandNames: ['Northgate Pro'], production: null },
    { date: '2026-11-19', showId: 30, showName: 'NPW Friction', brandNames: ['Northgate Pro'], production: { id: 4, complete: true } },
  ],
  balances: [{ id: 7, name: 'Northgate Pro', balance: 600_000 }],
  champions: [
    { championshipId: 30, title: 'NPW Heavyweight Championship', holders: [{ id: 1, name: 'Rex Calloway' }] },
    { championshipId: 31, title: 'NPW Tag Team Championship', holders: [{ id: 2, name: 'Ace Morrow' }, { id: 9, name: 'Dune Patel' }] },
    { championshipId: 32, title: 'NPW Women\'s Championship', holders: [] },
  ],
  topWrestlers: [
    { id: 1, name: 'Rex Calloway', points: 96, brandNames: ['Northgate Pro'], injuredUntil: '2027-03-12', injury: 'Torn bicep' },
    { id: 2, name: 'Ace Morrow', points: 88, brandNames: ['Northgate Pro'], injuredUntil: '', injury: '' },
  ],
};

function CreateShow() {
  const { showId, date } = useParams();
  return <h2>Create show {showId} on {date}</h2>;
}

function renderOffice(view: Partial<OfficeView> = VIEW) {
  const fake = createFakeServices();
  const office = createFakeOffice(view);
  fake.services.office = office;
  renderWithApp(
    <AnnouncerProvider>
      <Routes>
        <Route path="/office" element={<OfficePage />} />
        <Route path="/create-show/:showId/:date" element={<CreateShow />} />
      </Routes>
    </AnnouncerProvider>,
    fake.services,
    '/office',
  );
  return { fake, office };
}

const region = (name: string) => screen.findByRole('region', { name }, SLOW_FIRST_RENDER);

describe('the office', () => {
  it('shows the game date, the days per step and an Advance button that says how far it goes', async () => {
    renderOffice();
    const today = await region('Today');
    expect(today).toHaveTextContent(formatLongDate('2026-11-21'));
    expect(within(today).getByRole('button', { name: 'Advance 14 days' })).toBeEnabled();
  });

  it('lists this week\'s shows, each with a button that opens its booking screen', async () => {
    renderOffice();
    const week = await region('This week\'s shows');
    expect(within(week).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('NPW Quickfire'),
      expect.stringContaining('NPW Friction'),
    ]);
    expect(within(week).getByRole('button', { name: `Review NPW Friction on ${formatLongDate('2026-11-19')}` })).toBeInTheDocument();

    await userEvent.click(within(week).getByRole('button', { name: /^Book NPW Quickfire/ }));

    expect(await screen.findByRole('heading', { name: 'Create show 31 on 2026-11-15' })).toBeInTheDocument();
  });

  it('marks the week\'s shows before the game date as past, on screen and in the button\'s description', async () => {
    renderOffice({ ...VIEW, date: '2026-11-17' });
    const week = await region('This week\'s shows');
    const [quickfire, friction] = within(week).getAllByRole('listitem');
    expect(within(quickfire).getByText('Past')).toBeInTheDocument();
    expect(within(quickfire).getByRole('button', { name: /^Book NPW Quickfire/ })).toHaveAccessibleDescription('Past');
    expect(within(friction).queryByText('Past')).toBeNull();
    expect(within(friction).getByRole('button', { name: /^Review NPW Friction/ })).not.toHaveAccessibleDescription();
  });

  it('shows balances as money, champions with their holders, and the top wrestlers by points', async () => {
    renderOffice();
    expect(await region('Brand balances')).toHaveTextContent('Northgate Pro$600,000');
    const champions = await region('Current champions');
    expect(champions).toHaveTextContent('NPW Heavyweight ChampionshipRex Calloway');
    expect(champions).toHaveTextContent('Ace Morrow & Dune Patel');
    expect(champions).toHaveTextContent('NPW Women\'s ChampionshipVacant');
    const top = await region('Top wrestlers');
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `1. Rex CallowayOut until ${formatLongDate('2027-03-12')} — torn bicep96 pts`,
      '2. Ace Morrow88 pts',
    ]);
    // Issue 35: each name opens the wrestler's page.
    expect(within(champions).getByRole('link', { name: 'Dune Patel' })).toHaveAttribute('href', '/career-mode/9');
    expect(within(top).getByRole('link', { name: 'Ace Morrow' })).toHaveAttribute('href', '/career-mode/2');
    // Issue 15: the injured wrestler carries the shared injury badge.
    expect(within(top).getByRole('note', { name: `Out until ${formatLongDate('2027-03-12')} — torn bicep` })).toBeInTheDocument();
  });

  it('links to every screen that runs the promotion, grouped, and each link opens its route', async () => {
    renderOffice();
    const around = await region('Around the promotion');
    const people = within(around).getByRole('navigation', { name: 'Your people' });
    expect(within(people).getByRole('link', { name: 'Conversations' })).toHaveAttribute('href', '/dialog/inbox');
    expect(within(people).getByRole('link', { name: 'Backstage' })).toHaveAttribute('href', '/backstage');
    const hrefs = within(around).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/schedule/shows', '/careers', '/draft', '/rank/wrestlers', '/reigns', '/leagues', '/rumbles/start', '/tournaments', '/brands', '/blog', '/help']));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('says what to do next while there are no results', async () => {
    renderOffice();
    expect(await region('Recent results')).toHaveTextContent(/No results yet\. Book one of this week's shows and simulate it/);
  });

  it('lists recent results with their payout and viewers', async () => {
    renderOffice({ ...VIEW, recentResults: [{ productionId: 4, name: 'NPW Friction', date: '2026-11-19', payout: 1_250_000, viewers: 2_100_000 }] });
    const results = await region('Recent results');
    expect(results).toHaveTextContent('2.1M viewers');
    expect(results).toHaveTextContent('$1,250,000');
  });

  it('advances the calendar, then reads the office again and hands the new date to the game', async () => {
    const { fake, office } = renderOffice();
    await userEvent.click(await screen.findByRole('button', { name: 'Advance 14 days' }));
    await waitFor(() => expect(office.view).toHaveBeenCalledTimes(2));
    expect(office.advance).toHaveBeenCalledTimes(1);
    expect(fake.stored().date).toBe('2026-11-28');
  });

  it('keeps focus on Advance and says the new date through the live region', async () => {
    renderOffice();
    const advance = await screen.findByRole('button', { name: 'Advance 14 days' });
    advance.focus();
    await userEvent.keyboard('{Enter}');
    const said = screen.getByRole('log', { name: 'Announcements' });
    // The fake's game steps 7 days (the record it returns), whatever the view says.
    await waitFor(() => expect(said).toHaveTextContent(`Week advanced to ${formatLongDate('2026-11-28')}`));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Advance 14 days' })).toHaveFocus());
  });
});

describe('advancing a week with rival promotions (issue 18)', () => {
  it('shows the rivals running their week while Advance works, then says how many of their shows ran', async () => {
    const { office } = renderOffice();
    let finish: () => void = () => {};
    office.advance.mockImplementation(async (options?: ForwardOptions) => {
      options?.onRivalProgress?.(0, 3);
      options?.onRivalProgress?.(2, 3);
      await new Promise<void>((resolve) => (finish = resolve));
      options?.onRivalShows?.({ scheduled: 3, completed: 3, productionIds: [1, 2, 3] });
      return { ...createGame({ date: '2026-11-28' }), id: GAME_ID };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Advance 14 days' }));

    const bar = await screen.findByRole('progressbar', { name: 'Rivals are running their week…' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('2 of 3 shows run')).toBeInTheDocument();
    finish();

    const said = screen.getByRole('log', { name: 'Announcements' });
    await waitFor(() => expect(said).toHaveTextContent(`Week advanced to ${formatLongDate('2026-11-28')} Rivals ran their 3 shows.`));
    expect(screen.queryByRole('progressbar', { name: 'Rivals are running their week…' })).not.toBeInTheDocument();
  });
});

describe('an office with nothing in it', () => {
  it('points the player at a new game or the imports instead of showing empty cards', async () => {
    renderOffice({});
    const balances = await region('Brand balances');
    expect(within(balances).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/setup');
    expect(within(balances).getByRole('link', { name: 'import the starting brands' })).toHaveAttribute('href', '/import/brands');
    expect(within(await region('Top wrestlers')).getByRole('link', { name: 'Import the starting roster' })).toBeInTheDocument();
    expect(await region('This week\'s shows')).toHaveTextContent(/Advance the calendar to reach the next one/);
  });
});
