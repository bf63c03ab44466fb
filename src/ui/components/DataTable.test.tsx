import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { DataTable } from './DataTable';

const rows = [
  { id: 1, name: 'Ada', wins: 3 },
  { id: 2, name: 'Bo', wins: 0 },
];

describe('DataTable', () => {
  it('has a header cell per column and a row per item, leaving out the columns given as false', () => {
    renderWithTheme(
      <DataTable
        label="Scores"
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'aria-current': row.id === 2 ? 'true' : undefined })}
        columns={[
          { header: '#', width: '3em', cell: (_, index) => index + 1 },
          { header: 'Name', cell: (row) => row.name },
          false,
          { header: 'Wins', className: (row) => (row.wins > 0 ? 'won' : undefined), cell: (row) => row.wins },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Name', 'Wins']);
    expect(within(table).getByRole('columnheader', { name: '#' })).toHaveStyle({ width: '3em' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Ada', '3']);
    expect(within(first).getAllByRole('cell')[2]).toHaveClass('won');
    expect(within(second).getAllByRole('cell')[2]).not.toHaveClass('won');
    expect(second).toHaveAttribute('aria-current', 'true');
  });

  it('sits in a named scroll region when asked', () => {
    renderWithTheme(<DataTable scroll="Scores table" label="Scores" rows={rows} rowKey={(row) => row.id} columns={[{ header: 'Name', cell: (row) => row.name }]} />);
    expect(screen.getByRole('region', { name: 'Scores table' })).toContainElement(screen.getByRole('table', { name: 'Scores' }));
  });
});
