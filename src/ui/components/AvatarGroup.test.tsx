import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { AvatarGroup } from './AvatarGroup';

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Wrestler ${i + 1}` }));

describe('AvatarGroup', () => {
  it('shows every avatar when there are 15 or fewer', () => {
    renderWithTheme(<AvatarGroup people={people(15)} />);
    expect(screen.getAllByRole('img')).toHaveLength(15);
    expect(screen.getByRole('img', { name: 'Wrestler 15' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never shows more than 15: past that, 14 avatars and a button for the rest', () => {
    renderWithTheme(<AvatarGroup people={people(40)} />);
    expect(screen.getAllByRole('img')).toHaveLength(14);
    const more = screen.getByRole('button', { name: '26 more' });
    expect(more).toHaveTextContent('+26');
  });

  it('caps a larger max at 15', () => {
    renderWithTheme(<AvatarGroup people={people(30)} max={50} />);
    expect(screen.getAllByRole('img').length + screen.getAllByRole('button').length).toBe(15);
  });
});
