import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ScrollTable } from './ScrollTable';

describe('ScrollTable', () => {
  it('is a named region the keyboard reaches, holding its table', async () => {
    renderWithTheme(
      <ScrollTable label="Scores table">
        <table aria-label="Scores"><tbody><tr><td>1</td></tr></tbody></table>
      </ScrollTable>,
    );
    const region = screen.getByRole('region', { name: 'Scores table' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Scores' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
