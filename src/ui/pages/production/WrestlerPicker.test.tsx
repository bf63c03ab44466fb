import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { createWrestler } from '../../../domain/entities/wrestler';
import { renderWithTheme } from '../../testing/render';
import { WrestlerPicker } from './WrestlerPicker';

const hurt = { ...createWrestler({ name: 'Rex Calloway', points: 96, injuredUntil: '2027-03-12', injury: 'Torn bicep' }), id: 2 };
const fit = { ...createWrestler({ name: 'Ada Stone', points: 80 }), id: 1 };
const out = `out until ${formatLongDate('2027-03-12')} — torn bicep`;

function renderPicker() {
  const onToggle = vi.fn();
  renderWithTheme(<WrestlerPicker candidates={[fit, hurt]} presentIds={[]} teamIds={[]} onToggle={onToggle} />);
  return { onToggle, box: screen.getByRole('combobox', { name: 'Add or remove a wrestler' }) };
}

describe('booking an injured wrestler by hand (issue 15)', () => {
  it('says who is out in the list, books them anyway and warns clearly', async () => {
    const { onToggle, box } = renderPicker();
    await userEvent.type(box, 'rex');
    await userEvent.click(await screen.findByRole('option', { name: `Rex Calloway · 96 pts · ${out}` }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(2, undefined);
    expect(await screen.findByText(`Rex Calloway is injured (${out}). Booked anyway: they should be resting.`)).toBeInTheDocument();
  });

  it('gives no warning for a fit wrestler', async () => {
    const { onToggle, box } = renderPicker();
    await userEvent.type(box, 'ada');
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Stone · 80 pts' }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(1, undefined);
    expect(screen.queryByText(/is injured/)).toBeNull();
  });
});

describe('the segment keeps its warnings and refuses a double booking (issue 33)', () => {
  it('keeps the injured wrestler\'s warning once someone else is added', async () => {
    const onToggle = vi.fn();
    const { rerender } = renderWithTheme(<WrestlerPicker candidates={[fit, hurt]} presentIds={[2]} teamIds={[1]} booked={[hurt]} onToggle={onToggle} />);
    const warning = `Rex Calloway is injured (${out}). Booked anyway: they should be resting.`;
    expect(screen.getByText(warning)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Add or remove a wrestler' }), 'ada');
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Stone · 80 pts' }));
    rerender(<WrestlerPicker candidates={[fit, hurt]} presentIds={[2, 1]} teamIds={[1, 2]} booked={[hurt, fit]} onToggle={onToggle} />);
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('refuses a wrestler already on the card in another segment, saying where, without booking', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <WrestlerPicker candidates={[fit, hurt]} presentIds={[]} teamIds={[]} onToggle={onToggle} bookedElsewhere={(id) => (id === 1 ? { position: 2, kindName: 'Singles' } : null)} />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Add or remove a wrestler' }), 'ada');
    await userEvent.click(await screen.findByRole('option', { name: 'Ada Stone · 80 pts · already in segment 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Stone is already on this card, in segment 2 (Singles): a wrestler appears once a night.');
    expect(onToggle).not.toHaveBeenCalled();
  });
});
