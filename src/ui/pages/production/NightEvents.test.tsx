import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { NightEventsList } from './NightEvents';

describe('the night on a show\'s results (issue 35)', () => {
  it('lists a PPV\'s three title changes with its debut and rivalry step, not only the blog', () => {
    renderWithTheme(
      <NightEventsList
        events={[
          { kind: 'title', text: 'New champion: Vale (World Title), beating Crane' },
          { kind: 'rivalry', text: 'Rivalry: Crane vs. Vale, week 3: heat 30 → 42' },
          { kind: 'title', text: 'New champion: Ozu (Tag Titles)' },
          { kind: 'debut', text: 'Debut: Rook' },
          { kind: 'title', text: 'New champion: Pike (Ladder Title), beating Ozu' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'The night' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items.filter((text) => text?.startsWith('New champion'))).toHaveLength(3);
    expect(items).toContain('Debut: Rook');
  });

  it('shows nothing on a night without any', () => {
    renderWithTheme(<NightEventsList events={[]} />);
    expect(screen.queryByRole('list', { name: 'The night' })).toBeNull();
  });
});
