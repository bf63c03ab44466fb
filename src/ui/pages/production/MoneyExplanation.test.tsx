import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { MoneyExplanation } from './MoneyExplanation';

describe('Why this money', () => {
  it('shows the ratings war\'s own line, counted in viewers (issue 18)', () => {
    renderWithTheme(
      <MoneyExplanation
        finance={{
          lines: [
            { label: 'Viewers', amount: 1_000_000, reason: 'The show\'s audience.' },
            { label: 'Ratings war', amount: 25_000, reason: 'Won the night of Nov 25 with 56% of its audience against Away Weekly 44%.' },
          ],
        }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Why this money' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Ratings war');
    expect(rows[2]).toHaveTextContent('25,000 viewers');
    expect(rows[2]).toHaveTextContent('Won the night of Nov 25 with 56%');
  });
});
