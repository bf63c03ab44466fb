import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Tabs } from './Tabs';

const tabs = [
  { label: 'Wrestlers', content: 'wrestler list' },
  { label: 'Championships', content: 'title list', highlighted: true },
  { label: 'Shows', content: 'show list' },
];

describe('Tabs', () => {
  it('starts with the first tab selected and its panel shown', () => {
    renderWithTheme(<Tabs label="Lists" tabs={tabs} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Wrestlers');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('wrestler list');
  });

  it('shows a star after the label of a highlighted tab only', () => {
    renderWithTheme(<Tabs label="Lists" tabs={tabs} />);
    const highlighted = screen.getByRole('tab', { name: /Championships/ });
    expect(within(highlighted).getByRole('img', { name: 'Highlighted' })).toBeInTheDocument();
    expect(within(screen.getByRole('tab', { name: 'Shows' })).queryByRole('img')).toBeNull();
  });

  it('selects another tab and reports its index', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs label="Lists" tabs={tabs} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Shows' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Shows');
    expect(screen.getByRole('tabpanel', { name: 'Shows' })).toHaveTextContent('show list');
  });
});
