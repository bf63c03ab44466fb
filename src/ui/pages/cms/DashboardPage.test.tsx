import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { DashboardPage } from './DashboardPage';

const SLOW = 30_000;

let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = stubLayoutForFocusManagement();
});
afterAll(() => restoreLayout());

async function withRoster(extra = 0): Promise<{ services: TestAppServices; ada: number; raw: number }> {
  const services = createTestAppServices();
  await services.game.load();
  const raw = await services.repos.Brand.create({ name: 'Raw', balance: 2_500_000 });
  const ada = await services.repos.Wrestler.create({ name: 'Ada Strong', points: 80, brandIds: [raw.id], cost: 1500 });
  await services.repos.Wrestler.bulkCreate(Array.from({ length: extra }, (_, i) => ({ name: `Jobber ${String(i + 1).padStart(2, '0')}` })));
  return { services, ada: ada.id, raw: raw.id };
}

const open = (services: TestAppServices, path = '/dashboard') => {
  renderWithApp(<DashboardPage />, services, path);
  return userEvent.setup();
};

const recordsTable = (table = 'Wrestler') => screen.findByRole('table', { name: `${table} records` });

describe('the CMS screen', () => {
  it('lists a table a page at a time with its key fields, and searches by name', async () => {
    const { services } = await withRoster(24);
    const user = open(services);
    expect(await screen.findByRole('heading', { level: 1, name: 'CMS' })).toBeInTheDocument();

    const table = await recordsTable();
    const ada = within(table).getByRole('row', { name: /Ada Strong/ });
    expect(ada).toHaveTextContent('MALE');
    expect(ada).toHaveTextContent('80');
    expect(ada).toHaveTextContent('Raw');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByText('21–25 of 25')).toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /Jobber 24/ })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'jobber 1');
    await waitFor(() => expect(screen.getByText('1–10 of 10 matching “jobber 1”')).toBeInTheDocument());
    expect(within(table).queryByRole('row', { name: /Ada Strong/ })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody');
    expect(await screen.findByText('No Wrestler record has “nobody” in its name or as its id. Try part of a name.')).toBeInTheDocument();
  }, SLOW);

  it('switches tables, shows money as money and says what to do with an empty table', async () => {
    const { services } = await withRoster();
    const user = open(services);
    await recordsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'Brand');
    const brands = await recordsTable('Brand');
    expect(within(brands).getByRole('row', { name: /Raw/ })).toHaveTextContent('$2,500,000');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'Venue');
    expect(await screen.findByText(/No Venue records yet\. Press New record to add one/)).toBeInTheDocument();
  }, SLOW);

  it('edits a record through the generated form, refusing bad numbers and unknown ids', async () => {
    const { services, ada, raw } = await withRoster();
    const user = open(services);
    await user.click(within(await recordsTable()).getByRole('button', { name: 'Edit Ada Strong' }));
    const form = await screen.findByRole('form', { name: `Edit Wrestler #${ada} · Ada Strong` });

    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Strong');
    expect(within(form).getByRole('combobox', { name: 'Alignment' })).toHaveValue('NEUTRAL');
    expect(within(form).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(form).getByText('$1,500')).toBeInTheDocument();
    expect(await within(form).findByText('Raw · Brand ids, separated by commas.')).toBeInTheDocument();

    const points = within(form).getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, 'lots');
    await user.clear(within(form).getByRole('textbox', { name: 'Brand ids' }));
    await user.type(within(form).getByRole('textbox', { name: 'Brand ids' }), `${raw}, 99`);
    expect(await within(form).findByText('Raw, #99 (no such Brand) · Brand ids, separated by commas.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a number.')).toBeInTheDocument();
    await waitFor(() => expect(points).toHaveFocus());

    await user.clear(points);
    await user.type(points, '88');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Alignment' }), 'GOOD');
    await user.click(within(form).getByRole('switch', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // The id check happens in the use case: the form comes back with the field marked.
    expect(await within(form).findByText('No Brand has id 99.')).toBeInTheDocument();
    expect((await services.repos.Wrestler.get(ada))?.points).toBe(80);

    await user.clear(within(form).getByRole('textbox', { name: 'Brand ids' }));
    await user.type(within(form).getByRole('textbox', { name: 'Brand ids' }), String(raw));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Saved Wrestler #${ada} · Ada Strong.`)).toBeInTheDocument();
    expect(await services.repos.Wrestler.get(ada)).toMatchObject({ points: 88, alignment: 'GOOD', active: false, brandIds: [raw] });
    expect(within(await recordsTable()).getByRole('row', { name: /Ada Strong/ })).toHaveTextContent('88');
  }, SLOW);

  it("says a show's length, segments and points beyond the rules next to each field, in the show's words, and sends nothing (issue 34)", async () => {
    const { services } = await withRoster();
    const show = await services.repos.Show.create({ name: 'Friday Night', maxDuration: 3600, minPoints: 10, maxPoints: 90 });
    const update = vi.spyOn(services.cms, 'update');
    const user = open(services);
    await recordsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Table' }), 'Show');
    await user.click(within(await recordsTable('Show')).getByRole('button', { name: 'Edit Friday Night' }));
    const form = await screen.findByRole('form', { name: `Edit Show #${show.id} · Friday Night` });
    const set = async (name: string, value: string) => {
      const box = within(form).getByRole('textbox', { name });
      await user.clear(box);
      await user.type(box, value);
      return box;
    };
    const duration = await set('Max duration', '9999999');
    await set('Default number of segments', '31');
    await set('Min points', '95');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A show runs from 0 to 604,800 seconds (a week).')).toBeInTheDocument();
    expect(within(form).getByText('A show books a whole number of segments from 1 to 30.')).toBeInTheDocument();
    expect(within(form).getByText('The lowest points (95) cannot be above the highest (90).')).toBeInTheDocument();
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
    expect(await services.repos.Show.get(show.id)).toEqual(show);

    await set('Max duration', '7200');
    await set('Default number of segments', '6');
    await set('Min points', '20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Saved Show #${show.id} · Friday Night.`)).toBeInTheDocument();
    expect(await services.repos.Show.get(show.id)).toMatchObject({ maxDuration: 7200, defaultAmountSegments: 6, minPoints: 20 });
  }, SLOW);

  it('gives the catalogue message when the record went away while its form was open', async () => {
    const { services, ada } = await withRoster();
    const user = open(services, `/dashboard?table=Wrestler&record=${ada}`);
    const form = await screen.findByRole('form', { name: `Edit Wrestler #${ada} · Ada Strong` });
    await services.repos.Wrestler.delete(ada);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Record with id ${ada} not found in table Wrestler`);
  }, SLOW);

  it('opens a record by id, or says which table has no such id', async () => {
    const { services, ada } = await withRoster();
    const user = open(services);
    await recordsTable();
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Enter a whole number above 0.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Record id' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), '99');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Record with id 99 not found in table Wrestler');

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await user.type(screen.getByRole('textbox', { name: 'Record id' }), String(ada));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('form', { name: `Edit Wrestler #${ada} · Ada Strong` })).toBeInTheDocument();
  }, SLOW);

  it('creates a record from the defaults and duplicates one under a new id', async () => {
    const { services, ada } = await withRoster();
    const user = open(services);
    await recordsTable();
    await user.click(screen.getByRole('button', { name: 'New record' }));
    const form = await screen.findByRole('form', { name: 'New Wrestler record' });
    expect(within(form).getByRole('textbox', { name: 'Points' })).toHaveValue('20');
    expect(within(form).getByRole('textbox', { name: 'Height' })).toHaveValue('180');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Bo Newcomer');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(/^Created Wrestler #\d+ · Bo Newcomer\.$/)).toBeInTheDocument();
    expect((await services.repos.Wrestler.all()).find((w) => w.name === 'Bo Newcomer')).toMatchObject({ points: 20, height: 180 });

    await user.click(within(await recordsTable()).getByRole('button', { name: 'Duplicate Ada Strong' }));
    expect(await screen.findByText(new RegExp(`^Copied Wrestler #${ada} · Ada Strong as #\\d+\\.$`))).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Wrestler records' })).getAllByRole('row', { name: /Ada Strong/ })).toHaveLength(2));
    const copies = (await services.repos.Wrestler.all()).filter((w) => w.name === 'Ada Strong');
    expect(copies.map((w) => w.points)).toEqual([80, 80]);
    await user.click(screen.getByRole('button', { name: 'Edit the copy' }));
    expect(await screen.findByRole('form', { name: `Edit Wrestler #${copies[1].id} · Ada Strong` })).toBeInTheDocument();
  }, SLOW);

  it('deletes a record only after it is confirmed', async () => {
    const { services, ada } = await withRoster(1);
    const user = open(services);
    await user.click(within(await recordsTable()).getByRole('button', { name: 'Delete Ada Strong' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete Wrestler #${ada} · Ada Strong?` });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await services.repos.Wrestler.get(ada)).toBeDefined();

    await user.click(within(await recordsTable()).getByRole('button', { name: 'Delete Ada Strong' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Deleted Wrestler #${ada} · Ada Strong.`)).toBeInTheDocument();
    expect(await services.repos.Wrestler.get(ada)).toBeUndefined();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Wrestler records' })).queryByRole('row', { name: /Ada Strong/ })).not.toBeInTheDocument());
    // Her Delete button went with her row: focus goes to the list's heading, never to <body>.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Wrestler records' })).toHaveFocus());
  }, SLOW);

  it('clears a table only once its name is typed', async () => {
    const { services } = await withRoster(2);
    const user = open(services);
    await recordsTable();
    await user.click(screen.getByRole('button', { name: 'Clear table' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the Wrestler table?' });
    await waitFor(() => expect(dialog).toHaveTextContent('This deletes all 3 records of Wrestler'));
    const confirm = within(dialog).getByRole('button', { name: 'Clear table' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type Wrestler to confirm' }), 'wrestler');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type Wrestler to confirm' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type Wrestler to confirm' }), 'Wrestler');
    await user.click(confirm);
    expect(await screen.findByText('Cleared the Wrestler table.')).toBeInTheDocument();
    expect(await screen.findByText(/No Wrestler records yet/)).toBeInTheDocument();
    expect(await services.repos.Wrestler.count()).toBe(0);
    expect(await services.repos.Brand.count()).toBe(1);
  }, SLOW);

  it('lets the Game record be edited but never created, copied, deleted or cleared', async () => {
    const { services } = await withRoster();
    const user = open(services, '/dashboard?table=Game');
    const table = await recordsTable('Game');
    expect(screen.getByRole('button', { name: 'New record' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear table' })).toBeDisabled();
    expect(within(table).queryByRole('button', { name: /Delete|Duplicate/ })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Edit #1' }));
    const form = await screen.findByRole('form', { name: 'Edit Game #1' });
    const days = within(form).getByRole('textbox', { name: 'Days per step' });
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Game #1.')).toBeInTheDocument();
    expect((await services.repos.Game.get(1))?.amountOfDays).toBe(14);
  }, SLOW);
});
