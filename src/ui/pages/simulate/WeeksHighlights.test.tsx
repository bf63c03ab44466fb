import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TitleChangeLine } from '../../../application/calendar';
import { renderWithTheme } from '../../testing/render';
import { TitleChanges } from './WeeksHighlights';

const change = (n: number): TitleChangeLine => ({
  championshipId: 1, championship: 'World', holders: [`H${n}`], previousHolders: [`H${n - 1}`], holderIds: [100 + n], previousHolderIds: [99 + n], date: '2026-11-16', productionId: n, production: `Show ${n}`,
});

describe('when a title changed hands many times in a run', () => {
  it('lists its latest five changes and counts the earlier ones', () => {
    renderWithTheme(
      <MemoryRouter>
        <TitleChanges changes={Array.from({ length: 7 }, (_, i) => change(i + 1))} />
      </MemoryRouter>,
    );
    const [world] = within(screen.getByRole('list', { name: 'Title changes' })).getAllByRole('listitem');
    expect(world).toHaveTextContent(
      'World (7 changes): 2 earlier changes not listed, then from H2 to H3 at Show 3, then to H4 at Show 4, then to H5 at Show 5, then to H6 at Show 6, then to H7 at Show 7.',
    );
    // Issue 35: each holder's name opens their page, between the shows' links.
    expect(within(world).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['/career-mode/102', ...[3, 4, 5, 6, 7].flatMap((n) => [`/career-mode/${100 + n}`, `/production/${n}`])],
    );
  });
});
