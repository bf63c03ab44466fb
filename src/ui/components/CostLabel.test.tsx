import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { CostLabel } from './CostLabel';

describe('CostLabel', () => {
  it.each([
    [18000, 'Cost $18,000'],
    [1000000, 'Cost $1,000,000'],
    [12.5, 'Cost $12.50'],
  ])('shows %d as "%s"', (amount, text) => {
    renderWithTheme(<CostLabel amount={amount} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a coin icon beside the amount, hidden from screen readers', () => {
    renderWithTheme(<CostLabel amount={5000} />);
    const icon = screen.getByText('Cost $5,000').parentElement?.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });
});
