import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ChipSelector } from './ChipSelector';

const options = [
  { label: 'Raw', value: 1 },
  { label: 'Smackdown', value: 2 },
  { label: 'NXT', value: 3 },
];

describe('ChipSelector', () => {
  it('marks the chip equal to the single chosen value', () => {
    renderWithTheme(<ChipSelector label="Brand" options={options} value={2} onChoose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Smackdown' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Raw' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks every chip included in the chosen list', () => {
    renderWithTheme(<ChipSelector label="Brands" options={options} value={[1, 3]} onChoose={() => {}} />);
    const pressed = screen.getAllByRole('button', { pressed: true }).map((b) => b.getAttribute('aria-label'));
    expect(pressed).toEqual(['Raw', 'NXT']);
  });

  it('reports the chosen value, by click or keyboard', async () => {
    const onChoose = vi.fn();
    renderWithTheme(<ChipSelector label="Brand" options={options} value={null} onChoose={onChoose} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'NXT' }));
    expect(onChoose).toHaveBeenLastCalledWith(3);
  });

  it('offers a none chip, labelled None by default, that reports an empty choice', async () => {
    const onChoose = vi.fn();
    renderWithTheme(<ChipSelector label="Brand" options={options} value={[]} onChoose={onChoose} showNone />);
    const none = screen.getByRole('button', { name: 'None' });
    expect(none).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(none);
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it('uses a custom none label and has no none chip unless asked', () => {
    const { unmount } = renderWithTheme(
      <ChipSelector label="Brand" options={options} value={1} onChoose={() => {}} showNone noneLabel="All brands" />,
    );
    expect(screen.getByRole('button', { name: 'All brands' })).toHaveAttribute('aria-pressed', 'false');
    unmount();
    renderWithTheme(<ChipSelector label="Brand" options={options} value={1} onChoose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'None' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
  });
});
