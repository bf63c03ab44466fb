import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../App';
import { createFakeServices } from '../testing/fake-services';

describe('a replace interrupted in an earlier visit', () => {
  beforeEach(() => {
    window.location.hash = '#/setup';
  });

  it('is undone before the game loads, and the player is told once', async () => {
    const fake = createFakeServices();
    fake.saves.recoverInterrupted.mockResolvedValue({ id: 3, date: '2026-11-21T10:30:00.000Z', reason: 'before import', size: 100 });
    render(<App services={fake.services} />);

    const notice = await screen.findByRole('alertdialog', { name: 'Your game was put back' });
    expect(notice).toHaveTextContent('The last import was interrupted before it finished');
    expect(notice).toHaveTextContent('as it was before import on 21 Nov 2026');
    expect(fake.saves.recoverInterrupted.mock.invocationCallOrder[0]).toBeLessThan(fake.game.load.mock.invocationCallOrder[0]);

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });

  it('says nothing on an ordinary start', async () => {
    const fake = createFakeServices();
    render(<App services={fake.services} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
