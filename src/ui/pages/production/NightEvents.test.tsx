import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../../testing/render';
import { NightEventsList } from './NightEvents';

describe('the night on a show\'s results (issue 35)', () => {
  it('lists a PPV\'s three title changes with its debut and rivalry step, not only the blog', () => {
    renderWithTheme(
      <MemoryRouter>
        <NightEventsList
          events={[
            { kind: 'title', text: 'New champion: Vale (World Title), beating Crane', people: [{ id: 1, name: 'Crane' }, { id: 2, name: 'Vale' }] },
            { kind: 'rivalry', text: 'Rivalry: Crane vs. Vale, week 3: heat 30 → 42', people: [{ id: 1, name: 'Crane' }, { id: 2, name: 'Vale' }] },
            { kind: 'title', text: 'New champion: Ozu (Tag Titles)', people: [{ id: 3, name: 'Ozu' }, { id: 5, name: 'Oz' }] },
            { kind: 'debut', text: 'Debut: Rook', people: [{ id: 4, name: 'Rook' }] },
            { kind: 'title', text: 'New champion: Pike (Ladder Title), beating Ozu', people: [] },
          ]}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'The night' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items.filter((text) => text?.startsWith('New champion'))).toHaveLength(3);
    expect(items).toContain('Debut: Rook');
    // Each name the line holds opens the wrestler's page; a name found only inside another ("Oz" in "Ozu") is not linked.
    const [first, , second] = within(screen.getByRole('list', { name: 'The night' })).getAllByRole('listitem');
    expect(within(first!).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Vale', '/career-mode/2'], ['Crane', '/career-mode/1']]);
    expect(within(second!).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ozu', '/career-mode/3']]);
  });

  it('shows nothing on a night without any', () => {
    renderWithTheme(<NightEventsList events={[]} />);
    expect(screen.queryByRole('list', { name: 'The night' })).toBeNull();
  });
});
