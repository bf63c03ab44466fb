import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from '../../../infrastructure/seed/ids';
import { renderRoutes, seededServices } from '../schedule/seeded-app.test-support';
import { SimulatePage } from '../simulate/SimulatePage';
import { StandingOrdersSection } from './StandingOrdersSection';

// Issue 33 item 1: the standing orders as the player sets them (Settings, /simulate) and the
// decisions "Simulate until…" stops for.

describe('standing orders', () => {
  it('explains each order with money as money and saves a fixed renewal limit', async () => {
    const services = await seededServices({ rules: 'living', companyId: COMPANY.AWE });
    renderRoutes(services, { '/settings': <StandingOrdersSection level="h2" /> }, '/settings');
    const form = await screen.findByRole('form', { name: 'Standing orders' });
    expect(screen.getByText(/What the game decides alone for/)).toHaveTextContent('Apex Wrestling Entertainment');
    expect(within(form).getByRole('checkbox', { name: 'Renew contracts as they end' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Fill your empty cards with the booker' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Vacate titles held by champions who left' })).toBeChecked();
    // Issue 35: the autopilot keeps a brand's roster bookable, and says at what floor.
    const signForNeed = within(form).getByRole('checkbox', { name: 'Sign free agents when a brand is short of talent' });
    expect(signForNeed).toBeChecked();
    expect(within(form).getByText(/signs the best free agent it can afford.*below its floor \(85% of its roster when the talent market first saw it, never fewer than 10 men or 5 women; a wrestler out injured for 28 days or more leaves a gap\), or when one of its titles is vacant/)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Match them up to the limit below; ask me about dearer ones' })).toBeChecked();
    // "What the brand can afford" in money, brand by brand.
    expect(within(form).getAllByText(/for a year's full-time contract \(52 appearances\): AWE Onslaught up to \$[\d,]+, AWE Uprising up to \$[\d,]+, AWE Foundry up to \$[\d,]+ an appearance/)).toHaveLength(2);

    const renewUpTo = within(form).getByRole('radiogroup', { name: 'Renew up to' });
    await userEvent.click(within(renewUpTo).getByRole('radio', { name: 'A fixed amount an appearance' }));
    const amount = within(form).getByRole('textbox', { name: 'Renew up to: amount an appearance (US$)' });
    await userEvent.type(amount, '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save standing orders' }));
    expect(await within(form).findByText('Type an amount of at least $100 an appearance.')).toBeInTheDocument();
    expect((await services.promotions.orders()).orders.renewUpTo).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save standing orders' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Standing orders saved.');
    expect((await services.promotions.orders()).orders).toMatchObject({ renewUpTo: 20000, matchUpTo: null, renew: true, signForNeed: true });

    await userEvent.click(signForNeed);
    await userEvent.click(within(form).getByRole('button', { name: 'Save standing orders' }));
    await waitFor(async () => expect((await services.promotions.orders()).orders.signForNeed).toBe(false));
  }, 30_000);

  it('says when the orders do not act: classic rules, or every promotion run by the player', async () => {
    for (const options of [{ rules: 'classic' as const, companyId: COMPANY.AWE }, { rules: 'living' as const, companyId: null }]) {
      const services = await seededServices(options);
      const { unmount } = renderRoutes(services, { '/settings': <StandingOrdersSection level="h2" /> }, '/settings');
      expect(await screen.findByText(/Standing orders act when you run one promotion under living rules/)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Standing orders' })).toBeNull();
      unmount();
    }
  }, 30_000);

  it('"Simulate until…" stops for the cards it may not fill, shows the decision, and goes on once answered', async () => {
    const services = await seededServices({ rules: 'living', companyId: COMPANY.AWE });
    await services.promotions.saveOrders({ renew: true, renewUpTo: null, offers: 'match', matchUpTo: null, fillCards: false, vacateTitles: true });
    renderRoutes(services, { '/simulate': <SimulatePage /> }, '/simulate');
    const weeks = await screen.findByRole('spinbutton', { name: 'Number of weeks' });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '1{Enter}');

    const stopped = await screen.findByRole('heading', { name: 'Stopped after 0 of 1 week: a decision is yours' }, { timeout: 20_000 });
    await waitFor(() => expect(stopped).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Decisions outside your standing orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toHaveTextContent(/^Card to book: .+has no card yet, and your orders do not let the booker fill your cards\./);
    expect(within(cards[0]).getByRole('link', { name: /^Book .+ yourself$/ })).toBeInTheDocument();
    for (const card of cards) {
      await userEvent.click(within(card).getByRole('button', { name: 'Let the booker fill it' }));
      expect(await within(card).findByRole('status')).toHaveTextContent('The booker will fill that card.');
    }

    await userEvent.click(screen.getByRole('button', { name: 'Go on: 1 week to go' }));
    expect(await screen.findByRole('heading', { name: '1 week simulated' }, { timeout: 20_000 })).toBeInTheDocument();
  }, 60_000);
});
