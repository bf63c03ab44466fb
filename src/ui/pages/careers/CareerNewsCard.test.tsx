import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { CareerNewsCard } from './CareerNewsCard';

const user = () => userEvent.setup({ delay: null });

describe('the careers news card (issue 36)', () => {
  it('shows the newest lines, and "See all" opens every line in a dialog, by keyboard', async () => {
    const services = createTestAppServices();
    await services.game.load();
    const news = Array.from({ length: 9 }, (_, i) => ({
      date: `2027-01-0${i + 1}`, kind: 'arrived' as const, wrestlerId: null, championshipId: null, companyId: null, text: `Rookie ${i + 1} arrives as a free agent, ready to debut.`,
    }));
    await services.game.update({ date: '2027-01-10', rules: 'living', careerNews: news });
    renderWithApp(<CareerNewsCard limit={6} />, services);
    const card = await screen.findByRole('list', { name: 'Careers news' }, SLOW_FIRST_RENDER);
    expect(within(card).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card).queryByText(/Rookie 1 arrives/)).toBeNull();
    const seeAll = screen.getByRole('button', { name: 'See all 9 lines' });
    seeAll.focus();
    await user().keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Careers news: every line' });
    const all = await within(dialog).findByRole('list', { name: 'Careers news: every line' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(9);
    expect(within(all).getAllByRole('listitem')[8]).toHaveTextContent('Rookie 1 arrives as a free agent, ready to debut.');
    expect(within(dialog).getByText(/^9 lines, newest first/)).toBeInTheDocument();
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no "See all" when every line is shown', async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2027-01-10', rules: 'living', careerNews: [{ date: '2027-01-03', kind: 'arrived', wrestlerId: null, championshipId: null, companyId: null, text: 'One arrives.' }] });
    renderWithApp(<CareerNewsCard limit={6} />, services);
    expect(await screen.findByText('One arrives.', {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /See all/ })).toBeNull();
  });
});
