import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from '@fluentui/react-components';
import { renderWithTheme } from '../testing/render';
import { WrestlerSearch } from './WrestlerSearch';

const roster = [
  { id: 1, name: 'Ada Stone', points: 80 },
  { id: 2, name: 'Rex Calloway', points: 96 },
  { id: 3, name: 'Adam Vale', points: 55 },
];

function renderSearch(props: Partial<Parameters<typeof WrestlerSearch<(typeof roster)[number]>>[0]> = {}) {
  const onChoose = vi.fn();
  renderWithTheme(
    <Field label="Add a wrestler">
      <WrestlerSearch options={roster} limit={10} noMatch={(q) => `Nobody matches “${q}”`} onChoose={onChoose} {...props} />
    </Field>,
  );
  return { onChoose, box: screen.getByRole('combobox', { name: 'Add a wrestler' }) };
}

describe('WrestlerSearch', () => {
  it('narrows the list to the names that contain what was typed, whatever the case', async () => {
    const { box } = renderSearch();
    await userEvent.type(box, 'ADA');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ada Stone', 'Adam Vale']);
  });

  it('reports the chosen wrestler by id and clears the box for the next', async () => {
    const { box, onChoose } = renderSearch({ describe: (w) => `${w.name} · ${w.points} pts` });
    await userEvent.type(box, 'rex');
    await userEvent.click(await screen.findByRole('option', { name: 'Rex Calloway · 96 pts' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(2);
    expect(box).toHaveValue('');
  });

  it('shows at most the limit, and says so when nothing matches', async () => {
    const { box, onChoose } = renderSearch({ limit: 2 });
    await userEvent.click(box);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await userEvent.type(box, 'zed');
    const none = await screen.findByRole('option', { name: 'Nobody matches “zed”' });
    expect(none).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(none);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('can be locked (a full field): the box is disabled', () => {
    const { box } = renderSearch({ disabled: true });
    expect(box).toBeDisabled();
  });

  it('measures and places its list while open, not the hidden list a focused box keeps on each re-render (issue 19)', async () => {
    const onChoose = vi.fn();
    const search = (options: typeof roster) => (
      <Field label="Add a wrestler">
        <WrestlerSearch options={options} limit={10} noMatch={(q) => `Nobody matches “${q}”`} onChoose={onChoose} />
      </Field>
    );
    const { rerender } = renderWithTheme(search(roster));
    const box = screen.getByRole('combobox', { name: 'Add a wrestler' });
    const measured = vi.spyOn(window, 'getComputedStyle');
    await userEvent.click(box);
    await screen.findByRole('listbox');
    expect(measured).toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('option', { name: 'Rex Calloway' }));
    expect(box).toHaveFocus();
    measured.mockClear();
    rerender(search([...roster]));
    await Promise.resolve();
    expect(measured).not.toHaveBeenCalled();
  });
});
