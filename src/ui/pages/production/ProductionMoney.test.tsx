import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_ID } from '../../../domain/entities/game';
import { productionScreen } from './production.test-support';

// Issue 15: the venue picker and "Why this money" on the production screen, on real services.
const editor = productionScreen();

async function bookSingles() {
  const [segmentId, ...others] = editor.world.production.segmentIds;
  await editor.services.segments.setType(segmentId, 'SINGLES');
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.ace.id });
  const productionId = editor.world.production.id;
  for (const other of others) await editor.services.segments.removeSegment({ productionId, segmentId: other });
}

describe('the venue and the money of a production', () => {
  it('books the venue the player picks, each offered with its seats and cost', async () => {
    const arena = await editor.services.repos.Venue.create({ name: 'Bayview Events Center', city: 'Oakland', capacity: 15_000, cost: 1_400_000 });
    await editor.open();
    await userEvent.click(screen.getByRole('combobox', { name: /^Venue/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bayview Events Center, Oakland: 15,000 seats, $1,400,000 a night' }));
    await waitFor(async () => expect((await editor.services.repos.Production.get(editor.world.production.id))!.venueId).toBe(arena.id));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Venue/ })).toHaveTextContent('Bayview Events Center, Oakland: 15,000 seats'));
  });

  it('says next to the picker when the venue picked was removed since the list was read, and books nothing (issue 34)', async () => {
    const arena = await editor.services.repos.Venue.create({ name: 'Bayview Events Center', city: 'Oakland', capacity: 15_000, cost: 1_400_000 });
    await editor.open();
    const before = (await editor.services.repos.Production.get(editor.world.production.id))!.venueId;
    // Another tab (or the CMS) removes the building while this page lists it.
    await editor.services.repos.Venue.delete(arena.id);
    await userEvent.click(screen.getByRole('combobox', { name: /^Venue/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bayview Events Center, Oakland: 15,000 seats, $1,400,000 a night' }));
    expect(await screen.findByText('That venue is no longer in the game (removed since the list was read): choose another.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Venue/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Record with id/)).toBeNull();
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.venueId).toBe(before);
  });

  it('explains every money figure of a living result, line by line', async () => {
    await editor.services.repos.Game.update(GAME_ID, { rules: 'living' });
    const hall = await editor.services.repos.Venue.create({ name: 'Steelworks Armory', city: 'Pittsburgh', capacity: 1_500, cost: 60_000, revenueMultiplier: 1.2 });
    await editor.services.production.bookVenue(editor.world.production.id, hall.id);
    await bookSingles();
    await editor.open();
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    const why = await screen.findByRole('table', { name: 'Why this money' }, { timeout: 30_000 });
    const production = (await editor.services.repos.Production.get(editor.world.production.id))!;
    const row = (label: string) => within(why).getByRole('row', { name: new RegExp(`^${label} `) });
    expect(row('Attendance')).toHaveTextContent(new RegExp(`${production.attendance.toLocaleString('en-US')} of 1,500 seats: demand`));
    expect(row('Viewers')).toHaveTextContent(`${production.viewers.toLocaleString('en-US')} viewers`);
    expect(row('Tickets')).toHaveTextContent(`× $80 × Steelworks Armory's multiplier 1.2 against a standard arena's 1.5 ×0.8`);
    expect(row('Venue')).toHaveTextContent('-$60,000Steelworks Armory for the night');
    expect(row('Payout')).toHaveTextContent(`income $${production.income.toLocaleString('en-US')}`);
    expect(within(why).getByRole('row', { name: /^Northgate Pro's share / })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Venue/ })).toBeDisabled();
  });

  it('shows what Simulate will charge and earn before it runs, and warns of a loss and a building far too big (issue 33)', async () => {
    await editor.services.repos.Game.update(GAME_ID, { rules: 'living' });
    const stadium = await editor.services.repos.Venue.create({ name: 'Lone Star Megadome', city: 'Dallas', capacity: 80_000, cost: 10_000_000, revenueMultiplier: 2.5 });
    await editor.services.production.bookVenue(editor.world.production.id, stadium.id);
    await bookSingles();
    await editor.open();
    const costs = screen.getByRole('region', { name: 'Running costs' });
    expect(costs).toHaveTextContent('VenueCost $10,000,000');
    expect(costs).toHaveTextContent('TravelCost $0Production');
    const expected = screen.getByRole('region', { name: 'Expected money' });
    expect(expected).toHaveTextContent(/Expected crowd[\d,]+ of 80,000 seats/);
    expect(within(expected).getByText(/^Likely to lose money: about \$/)).toBeInTheDocument();
    expect(within(expected).getByText(/^Lone Star Megadome is far too big: about [\d,]+ fans are expected in 80,000 seats/)).toBeInTheDocument();
    // The figures on the card are what Simulate then charges.
    const total = Number(/Total\s*Cost \$([\d,.]+)/.exec(costs.textContent ?? '')![1].replace(/,/g, ''));
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    await screen.findByRole('table', { name: 'Why this money' }, { timeout: 30_000 });
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.outgoings).toBeCloseTo(total, 2);
  });
});
