import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { createFakeServices } from '../../testing/fake-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { changeText } from './modifier-text';
import { ModifiersPage } from './ModifiersPage';

// Without a layout, Fluent's focus manager would hide the confirmation dialog from the accessibility tree.
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterEach(() => restoreLayout());

const user = () => userEvent.setup({ delay: null });
const stats = { points: 50, morale: 40, popularity: 30, charisma: 20, stamina: 60, damage: 5 };

async function world(count = 2): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  const names = ['Ada Strong', 'Bo Small', 'Cy Rivers', 'Di Hart', 'Ed Stone', 'Flo Quick'].slice(0, count);
  await services.repos.Wrestler.bulkCreate(names.map((name) => ({ name, ...stats })));
  return services;
}

const open = async (services: TestAppServices) => {
  renderWithApp(<ModifiersPage />, services, '/modifiers');
  return screen.findByRole('group', { name: 'Wrestlers' }, SLOW_FIRST_RENDER);
};
const stored = async (services: TestAppServices, name: string) => (await services.repos.Wrestler.all()).find((w) => w.name === name)!;
const cells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('row', { name: new RegExp(name) })).getAllByRole('cell').map((c) => c.textContent);

describe('the modifiers screen', () => {
  it('still shows its title and says what went wrong when the wrestlers cannot be read', async () => {
    renderWithApp(<ModifiersPage />, createFakeServices().services, '/modifiers');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent(/Could not read the wrestlers/);
    expect(screen.getByRole('heading', { level: 1, name: 'Modifiers' })).toBeInTheDocument();
  });

  it('boosts the searched and chosen wrestler only, and shows each stat before and after', async () => {
    const services = await world();
    await open(services);
    expect(screen.getByRole('button', { name: 'Boost' })).toBeDisabled();

    await user().type(screen.getByRole('searchbox', { name: 'Search wrestlers' }), 'ada');
    expect(within(screen.getByRole('group', { name: 'Wrestlers' })).getAllByRole('checkbox')).toHaveLength(1);
    await user().click(screen.getByRole('checkbox', { name: 'Ada Strong' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 chosen');
    await user().click(screen.getByRole('button', { name: 'Boost' }));

    const table = await screen.findByRole('table', { name: 'Boosted: before and after' });
    expect(cells(table, 'Ada Strong')).toEqual(['Ada Strong', '50 → 51', '40 → 41', '30 → 31', '20 → 21', '60 → 61', '5 → 4']);
    expect(within(table).queryByRole('row', { name: /Bo Small/ })).toBeNull();
    expect(await stored(services, 'Ada Strong')).toMatchObject({ points: 51, morale: 41, popularity: 31, charisma: 21, stamina: 61, damage: 4 });
    expect(await stored(services, 'Bo Small')).toMatchObject(stats);
  });

  it('penalises; charisma stays and the table says so', async () => {
    const services = await world();
    await open(services);
    await user().click(screen.getByRole('checkbox', { name: 'Bo Small' }));
    await user().click(screen.getByRole('button', { name: 'Penalty' }));
    const table = await screen.findByRole('table', { name: 'Penalised: before and after' });
    expect(cells(table, 'Bo Small')).toEqual(['Bo Small', '50 → 49', '40 → 39', '30 → 29', '20', '60 → 59', '5 → 6']);
    expect(await stored(services, 'Bo Small')).toMatchObject({ points: 49, charisma: 20, damage: 6 });
  });

  it('asks before changing many wrestlers at once, and cancelling changes nobody', async () => {
    const services = await world(6);
    await open(services);
    await user().click(screen.getByRole('button', { name: 'Choose everyone' }));
    expect(screen.getByRole('status')).toHaveTextContent('6 of 6 chosen');

    await user().click(screen.getByRole('button', { name: 'Penalty' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Penalty 6 wrestlers?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await services.repos.Wrestler.all()).map((w) => w.points)).toEqual([50, 50, 50, 50, 50, 50]);

    // The focus manager unhides the page a moment after the dialog has gone.
    await user().click(await screen.findByRole('button', { name: 'Boost' }));
    await user().click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Boost 6 wrestlers' }));
    const table = await screen.findByRole('table', { name: 'Boosted: before and after' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect((await services.repos.Wrestler.all()).map((w) => w.points)).toEqual([51, 51, 51, 51, 51, 51]);
  });

  it('says when no name matches the search', async () => {
    await open(await world());
    await user().type(screen.getByRole('searchbox', { name: 'Search wrestlers' }), 'zed');
    expect(screen.getByText(/No wrestler.s name contains “zed”/)).toBeInTheDocument();
  });
});

describe('the change text', () => {
  const change = { id: 1, name: 'A', before: { ...stats, points: 100 }, after: { ...stats, points: 100, morale: 41 } };
  it('marks a stat held at the limit, and shows untouched ones once', () => {
    expect(changeText(change, 'points', 'boost')).toBe('100 (at the limit)');
    expect(changeText(change, 'morale', 'boost')).toBe('40 → 41');
    expect(changeText(change, 'charisma', 'penalty')).toBe('20');
  });
});
