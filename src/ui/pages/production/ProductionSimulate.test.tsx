import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completionProgress } from '../../../application/production';
import { productionScreen } from './production.test-support';
import { STORAGE_FULL_MESSAGE } from '../../../domain/errors';
import { GAME_ID } from '../../../domain/entities/game';

const editor = productionScreen();
const open = () => editor.open();
const simulateButton = () => screen.getByRole('button', { name: 'Simulate' });

/** Books segment 1 as Rex against Ace; `alone` removes the card's two other (empty) segments. */
async function bookSingles({ alone = true } = {}) {
  const [segmentId, ...others] = editor.world.production.segmentIds;
  await editor.services.segments.setType(segmentId, 'SINGLES');
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.ace.id });
  if (!alone) return;
  const productionId = editor.world.production.id;
  for (const other of others) await editor.services.segments.removeSegment({ productionId, segmentId: other });
}

describe('simulating a production', () => {
  it('freezes a card whose night has passed: Simulate is off and says why, nothing can be booked (issue 33)', async () => {
    await editor.services.repos.Game.update(GAME_ID, { date: '2026-12-06' });
    await open();
    expect(simulateButton()).toBeDisabled();
    expect(screen.getByText(/^NPW Friction on 2026-11-22 is before the game's week \(from 2026-12-06\): its night has passed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Randomise all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add segment' })).toBeNull();
    // The use case refuses it too, whatever the screen offers.
    const result = await editor.services.production.completeProduction(editor.world.production.id);
    expect(result.status).toBe('failed');
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.complete).toBe(false);
  });

  it('fills every empty match with Randomise all', async () => {
    await open();
    expect(screen.getByText('Fills 3 empty matches with eligible wrestlers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Randomise all' }));
    expect(await screen.findByText('Every match has its wrestlers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Randomise all' })).toBeDisabled();
    // Randomise all is done with: focus moves on to what comes next.
    await waitFor(() => expect(simulateButton()).toHaveFocus());
    const production = await editor.services.repos.Production.get(editor.world.production.id);
    const segments = await editor.services.repos.Segment.getMany(production!.segmentIds);
    expect(segments.every((segment) => segment.appearanceIds.length >= 2)).toBe(true);
    const booked = (await editor.services.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => a.wrestlerId);
    expect(new Set(booked).size).toBe(booked.length); // nobody twice on one card
  });

  it('fills the card once when Randomise all is clicked twice, and Simulate clicked meanwhile waits for the card it fills (edits queue, issue 19)', async () => {
    await open();
    const randomise = vi.spyOn(editor.services.segments, 'randomise');
    const complete = vi.spyOn(editor.services.production, 'completeProduction');
    const button = screen.getByRole('button', { name: 'Randomise all' });
    button.click();
    button.click();
    // Nothing is disabled or restyled for a quick edit; clicked now, Simulate waits for the card
    // being filled and asks nothing, because the card it leaves is full.
    expect(simulateButton()).not.toHaveAttribute('aria-disabled');
    simulateButton().click();
    simulateButton().click();
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(randomise).toHaveBeenCalledTimes(3);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(randomise.mock.invocationCallOrder.at(-1)!).toBeLessThan(complete.mock.invocationCallOrder[0]!);
  });

  it('shows the results, money as dollars and each segment\'s rating with why, then refuses a second run', async () => {
    await bookSingles();
    await open();
    await userEvent.click(simulateButton());

    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByRole('heading', { name: 'Results' })).toHaveFocus());
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
    // Issue 35: the competitors' names open their pages, and so does the winner's, one of them.
    // (The facts' names: the storyline below may link them again.)
    const links = within(singles).getAllByRole('definition').flatMap((dd) => within(dd).queryAllByRole('link', { name: /^(Rex Calloway|Ace Morrow)$/ }));
    expect(new Set(links.map((a) => a.textContent))).toEqual(new Set(['Ace Morrow', 'Rex Calloway']));
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', expect.stringMatching(/^\/career-mode\/\d+$/));
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
    expect(screen.getByRole('progressbar', { name: 'Simulating the show' })).toBeInTheDocument();
    // Disabled but still focusable while it runs, so keyboard focus stays until the results take it.
    expect(simulateButton()).toHaveAttribute('aria-disabled', 'true');
    release();
    await screen.findByRole('region', { name: 'Results' });
    expect(screen.queryByRole('progressbar', { name: 'Simulating the show' })).toBeNull();
  });

  it('says "Error completing production" in an alert when the completion fails', async () => {
    await bookSingles();
    vi.spyOn(editor.services.production, 'completeProduction').mockResolvedValue({ status: 'failed', error: new Error('disk full') });
    await open();
    await userEvent.click(simulateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error completing production');
    await waitFor(() => expect(simulateButton()).toBeEnabled());
  });

  it('says that storage is full, and what to do, when the browser refused the write for space (issue 14)', async () => {
    await bookSingles();
    const quota = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError') });
    vi.spyOn(editor.services.production, 'completeProduction').mockResolvedValue({ status: 'failed', error: quota });
    await open();
    await userEvent.click(simulateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(STORAGE_FULL_MESSAGE);
    await waitFor(() => expect(simulateButton()).toBeEnabled());
  });

  it('warns when the card runs past the show\'s maximum duration', async () => {
    await editor.services.repos.Show.update(editor.world.production.showId, { maxDuration: 600 });
    await open();
    expect(screen.getByText(/The card runs 0:15:00, past NPW Friction's maximum of 0:10:00/)).toBeInTheDocument();
  });
});

describe('a card with unfilled matches (issue 13)', () => {
  const dialog = () => screen.findByRole('alertdialog', { name: 'Simulate with 2 unfilled segments?' });

  it('says on the segment why it cannot be filled, or is booked short', async () => {
    // Only Rex (96) and Ace (88) are inside a band of 80–100.
    await editor.services.repos.Show.update(editor.world.production.showId, { minPoints: 80 });
    const [tagId, , singlesId] = editor.world.production.segmentIds;
    await editor.services.segments.setType(tagId, 'TAG_TEAM');
    await editor.services.segments.setType(singlesId, 'SINGLES');
    await editor.services.segments.toggleAppearance({ segmentId: singlesId, wrestlerId: editor.world.wrestlers.dune.id });
    await open();
    const tag = await editor.card(1);
    expect(within(tag).getByText('Not enough eligible wrestlers: a Tag Team needs 4, 2 fit.')).toBeInTheDocument();
    // An empty segment Randomise can fill says only that nobody is booked (Simulate names it).
    expect(within(await editor.card(2)).queryByText(/Randomise can fill it/)).toBeNull();
    expect(within(await editor.card(2)).getByText('Nobody booked yet.')).toBeInTheDocument();
    expect(within(await editor.card(3)).getByText('Only 1 of the 2 wrestlers a Singles needs is booked.')).toBeInTheDocument();
  });

  it('asks before simulating, names the segments and why, and Cancel keeps the player on the page with nothing run', async () => {
    await bookSingles({ alone: false });
    const complete = vi.spyOn(editor.services.production, 'completeProduction');
    await open();
    await userEvent.click(simulateButton());
    const asked = await dialog();
    const items = within(within(asked).getByRole('list', { name: 'Unfilled segments' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Segment 2: Segment (undecided): Nobody is booked yet: a match needs 2. Randomise can fill it.',
      'Segment 3: Segment (undecided): Nobody is booked yet: a match needs 2. Randomise can fill it.',
    ]);
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(complete).not.toHaveBeenCalled();
    // Fluent takes the page's aria-hidden off a moment after the dialog has gone.
    await waitFor(() => expect(simulateButton()).toBeEnabled());
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.complete).toBe(false);
  });

  it('runs the show when the player simulates anyway', async () => {
    await bookSingles({ alone: false });
    await open();
    await userEvent.click(simulateButton());
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Simulate anyway' }));
    await screen.findByRole('region', { name: 'Results' });
    expect((await editor.services.repos.Production.get(editor.world.production.id))!.complete).toBe(true);
  });

  it('simulates a full card at once, without asking', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Randomise all' }));
    await screen.findByText('Every match has its wrestlers.');
    await waitFor(() => expect(simulateButton()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // Twelve steps on a full card: more than findBy's default second on a loaded machine.
    await screen.findByRole('region', { name: 'Results' }, { timeout: 30_000 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a card that draws nobody (issue 33)', () => {
  it('asks before running a card with nobody on it, saying it earns nothing under living rules, and Cancel runs nothing', async () => {
    await editor.services.game.update({ rules: 'living' });
    const complete = vi.spyOn(editor.services.production, 'completeProduction');
    await open();
    await userEvent.click(simulateButton());
    const asked = await screen.findByRole('alertdialog', { name: 'Simulate a card with nobody on it?' });
    expect(asked).toHaveTextContent('Nobody is booked on this card. An empty card draws no crowd and no viewers and earns nothing');
    expect(within(within(asked).getByRole('list', { name: 'Unfilled segments' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(complete).not.toHaveBeenCalled();
  });

  it('says how much a badly under-filled living card loses', async () => {
    await editor.services.game.update({ rules: 'living' });
    await bookSingles({ alone: false });
    const [, second, third] = editor.world.production.segmentIds;
    // A video package needs nobody; one match of the two is filled.
    await editor.services.segments.setType(second, 'VIDEO_PACKAGE');
    await editor.services.segments.setType(third, 'SINGLES');
    await open();
    await userEvent.click(simulateButton());
    const asked = await screen.findByRole('alertdialog', { name: /Simulate with 1 unfilled segment\?/ });
    expect(asked).toHaveTextContent('Only 1 of 2 matches have their wrestlers: the crowd, the viewers and the TV money fall to 67% of what a full card draws.');
  });

  it('says under classic rules that an empty card rates 0 while the show still pays', async () => {
    await open();
    await userEvent.click(simulateButton());
    expect(await screen.findByRole('alertdialog', { name: 'Simulate a card with nobody on it?' })).toHaveTextContent('every segment will rate 0');
  });
});

