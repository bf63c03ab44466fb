import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productionScreen } from './production.test-support';

// Issue 35: the card editor shows the show's airtime budget as a bar, booked against its slot.
const editor = productionScreen();
const bar = (name: RegExp) => screen.findByRole('progressbar', { name });

describe('the airtime bar', () => {
  it('shows the booked time against the slot, and how short the card is', async () => {
    await editor.open();
    // Three segments of 5:00 on NPW Friction's hour.
    const progress = await bar(/^Booked 0:15:00 of 1:00:00$/);
    expect(progress).toHaveAttribute('aria-valuenow', '900');
    expect(progress).toHaveAttribute('aria-valuemax', '3600');
    expect(screen.getByText(/^The card fills 25% of NPW Friction's slot, 0:45:00 short\./)).toBeInTheDocument();
  });

  it('grows as a segment is added', async () => {
    await editor.open();
    await bar(/^Booked 0:15:00 of 1:00:00$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    expect(await bar(/^Booked 0:20:00 of 1:00:00$/)).toHaveAttribute('aria-valuenow', '1200');
  });

  it('says a full card draws more viewers, and explains an overrun with the booked and slot figures', async () => {
    await editor.services.repos.Show.update(editor.world.production.showId, { maxDuration: 960 });
    await editor.open();
    await bar(/^Booked 0:15:00 of 0:16:00$/);
    expect(screen.getByText(/^94% of the slot: a show that runs 90% to 100% of its time draws 10% more viewers\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    await bar(/^Booked 0:20:00 of 0:16:00$/);
    await waitFor(() =>
      expect(screen.getByText(/NPW Friction's maximum of 0:16:00: 0:04:00 over its slot\. Viewers drop 10% when a show overruns \("Runs over its time"\)\./)).toBeInTheDocument(),
    );
  });
});
