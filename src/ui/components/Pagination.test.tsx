import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Pagination } from './Pagination';
import { paginationRange } from './pagination-range';

describe('Pagination', () => {
  it.each([0, 1])('is not shown for a count of %d', (count) => {
    renderWithTheme(<Pagination count={count} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows ten pages by default, starting on page 1, with the spec labels', () => {
    renderWithTheme(<Pagination />);
    const nav = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(nav).getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Go to page 10' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Go to first page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Go to next page' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Go to last page' })).toBeEnabled();
  });

  it('moves between pages and reports each one', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Pagination count={10} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: 'Go to page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('follows a controlled page', () => {
    renderWithTheme(<Pagination count={20} page={10} />);
    expect(screen.getByRole('button', { name: 'Go to page 10' })).toHaveAttribute('aria-current', 'page');
    const pages = screen.getAllByRole('button', { name: /^Go to page/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '9', '10', '11', '19', '20']);
  });
});

describe('paginationRange (boundary 2, siblings 1)', () => {
  it.each([
    [10, 1, [1, 2, 'end-ellipsis', 9, 10]],
    [10, 4, [1, 2, 3, 4, 5, 'end-ellipsis', 9, 10]],
    [10, 6, [1, 2, 'start-ellipsis', 5, 6, 7, 8, 9, 10]],
    [20, 10, [1, 2, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19, 20]],
    [5, 3, [1, 2, 3, 4, 5]],
    [2, 2, [1, 2]],
  ])('count %d, page %d → %j', (count, page, expected) => {
    expect(paginationRange(count, page)).toEqual(expected);
  });
});
