import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { Page } from './Page';

describe('Page', () => {
  it('shows its title as the one h1 and as the document title', () => {
    renderWithTheme(
      <Page title="Rank wrestlers">
        <p>content</p>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Rank wrestlers' })).toBeInTheDocument();
    expect(document.title).toBe('Rank wrestlers');
    expect(screen.getByRole('region', { name: 'Rank wrestlers' })).toHaveTextContent('content');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows a breadcrumb above the title, in its own navigation landmark', () => {
    renderWithTheme(<Page title="Ada Strong" breadcrumb="Career mode" />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Career mode');
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Strong' })).toBeInTheDocument();
    expect(document.title).toBe('Ada Strong');
  });
});
