import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completionProgress } from '../../../application/production';
import { productionScreen } from './production.test-support';

const editor = productionScreen();
const open = () => editor.open();
const simulateButton = () => screen.getByRole('button', { name: 'Simulate' });

async function bookSingles() {
  const [segmentId] = editor.world.production.segmentIds;
  await editor.services.segments.setType(segmentId, 'SINGLES');
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.ace.id });
}

describe('simulating a production', () => {
  it('fills every empty match with Randomise all', async () => {
    await open();
    expect(screen.getByText('Fills 3 empty matches with eligible wrestlers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Randomise all' }));
    expect(await screen.findByText('Every match has its wrestlers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Randomise all' })).toBeDisabled();
    const production = await editor.services.repos.Production.get(editor.world.production.id);
    const segments = await editor.services.repos.Segment.getMany(production!.segmentIds);
    expect(segments.every((segment) => segment.appearanceIds.length >= 2)).toBe(true);
    const booked = (await editor.services.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => a.wrestlerId);
    expect(new Set(booked).size).toBe(booked.length); // nobody twice on one card
  });

  it('shows the results, money as dollars and each segment\'s rating with why, then refuses a second run', async () => {
    await bookSingles();
    await open();
    await userEvent.click(simulateButton());

    const results = await screen.findByRole('region', { name: 'Results' });
    const production = (await editor.services.repos.Production.get(editor.world.production.id))!;
    expect(production.complete).toBe(true);
    expect(results).toHaveTextContent(`Attendance${production.attendance.toLocaleString('en-US')}`);
    expect(results).toHaveTextContent(/Viewers\d/);
    // SPEC §9: tickets 2000 × $80 × 1.1, merch $30 × 0.4 × 2000, TV the show's $900,000.
    expect(results).toHaveTextContent('Tickets$176,000');
    expect(results).toHaveTextContent('Merchandise$24,000');
    expect(results).toHaveTextContent('TV$900,000');
    expect(results).toHaveTextContent('Total income$1,100,000');
    expect(results).toHaveTextContent('Production$300');
    expect(results).toHaveTextContent(`Northgate Pro$${production.singlePayout.toLocaleString('en-US')}`);
    expect(simulateButton()).toBeDisabled();

    const singles = screen.getByRole('region', { name: 'Segment 1: Singles' });
    expect(within(singles).getByText(/^(Rex Calloway|Ace Morrow)$/)).toBeInTheDocument();
    const segment = (await editor.services.repos.Segment.get(editor.world.production.segmentIds[0]))!;
    expect(within(singles).getByRole('img', { name: `Rated ${segment.rating.toFixed(2)} out of 5` })).toBeInTheDocument();
    await userEvent.click(within(singles).getByRole('button', { name: 'Why this rating' }));
    const why = await screen.findByRole('dialog', { name: 'Why Singles rated so' });
    expect(within(why).getByText(/stats the wrestlers walked in with/)).toBeInTheDocument();
    expect(why).toHaveTextContent(`/ 100 = ${segment.rating.toFixed(2)}`);

    // The use case refuses too, and changes nothing.
    const brandBefore = await editor.services.repos.Brand.get(editor.world.brandId);
    expect((await editor.services.production.completeProduction(editor.world.production.id)).status).toBe('alreadyComplete');
    expect(await editor.services.repos.Brand.get(editor.world.brandId)).toEqual(brandBefore);
  });

  it('shows the step in progress while the completion runs', async () => {
    await bookSingles();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = editor.services.production.completeProduction;
    vi.spyOn(editor.services.production, 'completeProduction').mockImplementation(async (id, options) => {
      options?.onStep?.(completionProgress(3));
      await gate;
      return real(id, options);
    });
    await open();
    await userEvent.click(simulateButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Step 3 of 12: recording results');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(simulateButton()).toBeDisabled();
    release();
    await screen.findByRole('region', { name: 'Results' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says "Error completing production" in an alert when the completion fails', async () => {
    vi.spyOn(editor.services.production, 'completeProduction').mockResolvedValue({ status: 'failed', error: new Error('disk full') });
    await open();
    await userEvent.click(simulateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error completing production');
    await waitFor(() => expect(simulateButton()).toBeEnabled());
  });

  it('warns when the card runs past the show\'s maximum duration', async () => {
    await editor.services.repos.Show.update(editor.world.production.showId, { maxDuration: 600 });
    await open();
    expect(screen.getByText(/The card runs 0:15:00, past NPW Friction's maximum of 0:10:00/)).toBeInTheDocument();
  });
});
