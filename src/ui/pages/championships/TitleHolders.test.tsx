import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { GAME_DATE, titlesWorld } from './championships.test-support';
import { ReignsPage } from './ReignsPage';

/** Resolves once the document has gone `quietMs` without a mutation (within 15 s). */
function domQuiet(quietMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let timer = setTimeout(done, quietMs);
    const limit = setTimeout(() => (observer.disconnect(), reject(new Error('The page never settled'))), 15_000);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    }
  });
}

/** The women's title page, its holder retired. */
async function retiredChampion() {
  const world = await titlesWorld();
  const [ada] = await world.services.repos.Wrestler.findBy('name', 'Ada Lane');
  await world.services.repos.Wrestler.update(ada.id, { retired: true, active: false });
  renderWithApp(<ReignsPage />, world.services, `/reigns?championship=${world.ids.women}`);
  await screen.findByRole('region', { name: 'Current holders' }, SLOW_FIRST_RENDER);
  // A cold first render re-renders the page a moment after it shows (a dialog opened meanwhile is
  // left aria-hidden in jsdom): wait until the page is quiet, then take its holders.
  await domQuiet(500);
  const holders = screen.getByRole('region', { name: 'Current holders' });
  return { ...world, holders, user: userEvent.setup({ delay: null }) };
}

describe("a title's page and its holders", () => {
  it('says a retired holder can no longer defend the title, and vacates it after a confirmation', async () => {
    const { services, ids, holders, user } = await retiredChampion();
    expect(holders).toHaveTextContent("Women's Title is held by Ada Lane.");
    expect(holders).toHaveTextContent('Ada Lane has retired: this holder can no longer defend it.');

    await user.click(within(holders).getByRole('button', { name: 'Vacate title' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Vacate Women's Title?" });
    expect(dialog).toHaveTextContent(`Ada Lane loses the title: the reign ends on ${formatLongDate(GAME_DATE)}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Vacate title' }));

    await waitFor(() => expect(screen.getByRole('region', { name: 'Current holders' })).toHaveTextContent("Women's Title is vacant."));
    expect(screen.queryByRole('button', { name: 'Vacate title' })).toBeNull();
    const [row] = within(screen.getByRole('table', { name: 'Reigns' })).getAllByRole('row').slice(1);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(formatLongDate(GAME_DATE));
    expect((await services.repos.Championship.get(ids.women))?.wrestlerIds).toEqual([]);
  });

  it('keeps the holders when the player thinks better of it', async () => {
    const { services, ids, holders, user } = await retiredChampion();
    const vacate = vi.spyOn(services.championships, 'vacate');
    await user.click(within(holders).getByRole('button', { name: 'Vacate title' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep the holders' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(vacate).not.toHaveBeenCalled();
    expect((await services.repos.Championship.get(ids.women))?.wrestlerIds).toHaveLength(1);
  });

  it('says so when vacating fails, and leaves the holders shown', async () => {
    const { services, holders, user } = await retiredChampion();
    vi.spyOn(services.championships, 'vacate').mockRejectedValue(new Error('disk gone'));
    await user.click(within(holders).getByRole('button', { name: 'Vacate title' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Vacate title' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not vacate the title: disk gone');
    expect(holders).toHaveTextContent("Women's Title is held by Ada Lane.");
  });

  it('offers to vacate a title whose holders can still defend it too, without urging; never on the page of every title', async () => {
    const world = await titlesWorld();
    const { unmount } = renderWithApp(<ReignsPage />, world.services, `/reigns?championship=${world.ids.tag}`);
    const holders = await screen.findByRole('region', { name: 'Current holders' }, SLOW_FIRST_RENDER);
    expect(holders).toHaveTextContent('Tag Titles is held by Bo Reed & Cy Moss.');
    expect(holders).not.toHaveTextContent('can no longer defend');
    expect(within(holders).getByRole('button', { name: 'Vacate title' })).toBeEnabled();
    unmount();

    renderWithApp(<ReignsPage />, world.services, '/reigns');
    await screen.findByRole('table', { name: 'Reigns' }, SLOW_FIRST_RENDER);
    expect(screen.queryByRole('region', { name: 'Current holders' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vacate title' })).toBeNull();
  });

  it('issue 36: a title given up says when and why, on its page and in its reigns', async () => {
    const world = await titlesWorld();
    const { repos } = world.services;
    const [open] = (await repos.Reign.findBy('championshipId', world.ids.women)).filter((r) => r.endDate === null);
    await repos.Reign.update(open.id, { endDate: GAME_DATE, endReason: 'Ada Lane signed with VWU Voltage' });
    await repos.Championship.update(world.ids.women, { wrestlerIds: [] });
    renderWithApp(<ReignsPage />, world.services, `/reigns?championship=${world.ids.women}`);
    const holders = await screen.findByRole('region', { name: 'Current holders' }, SLOW_FIRST_RENDER);
    expect(holders).toHaveTextContent(`Women's Title is vacant: vacated on ${formatLongDate(GAME_DATE)}. Ada Lane signed with VWU Voltage.`);
    const [row] = within(screen.getByRole('table', { name: 'Reigns' })).getAllByRole('row').slice(1);
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Vacated: Ada Lane signed with VWU Voltage');
  });
});
