import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { filterHelp, helpSections } from './help-filter';
import { HelpPage } from './HelpPage';

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Current route">{pathname + hash}</output>;
}

const open = (path = '/help') =>
  renderWithApp(
    <>
      <HelpPage />
      <Where />
    </>,
    createTestAppServices(),
    path,
  );

const topics = [
  'Getting started', 'Your promotion and its rivals', 'Brands and shows', 'The schedule and the calendar', 'Booking a production', 'What simulating does', 'Rivalries, the coach and show reports', 'Finances',
  'Rule sets: living and classic', 'The owner, awards and the Hall of Fame', 'The talent war', 'How a segment is rated', 'Viewers', 'Championships and reigns', 'Rumbles', 'Drafts', 'Saves and backups', 'Keyboard tips',
];
const contents = () => within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link').map((l) => l.textContent);
// The guide's sections (the page itself is a region too, without an id).
const regions = () => screen.queryAllByRole('region').map((r) => r.getAttribute('id')).filter(Boolean);

describe('the help page', () => {
  it('lists every topic in the contents and as sections, headings in order', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(contents()).toEqual(topics);
    expect(regions()).toHaveLength(topics.length);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);
    expect(screen.getByRole('region', { name: 'Saves and backups' })).toHaveTextContent('nothing you do leaves the browser');
    expect(screen.getByRole('region', { name: 'Finances' })).toHaveTextContent('$300');
    expect(screen.getByRole('region', { name: 'Rumbles' })).toHaveTextContent('0:01:00');
    const ruleSets = screen.getByRole('region', { name: 'Rule sets: living and classic' });
    expect(ruleSets).toHaveTextContent('Living world: The world pushes back');
    expect(ruleSets).toHaveTextContent('Classic (the spec’s formulas): Every formula exactly');
    expect(ruleSets).toHaveTextContent('A save from before rule sets existed plays Classic.');
    expect(ruleSets).toHaveTextContent('Contracts that end');
    expect(ruleSets).toHaveTextContent('350 is 2.5 stars');
    expect(within(screen.getByRole('region', { name: 'Viewers' })).getByRole('table', { name: 'Viewer bonuses' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Booking a production' })).getByRole('link', { name: 'Productions' })).toHaveAttribute('href', '/production/select');
  });

  it('jumps to a section from the contents and focuses its heading', async () => {
    open();
    await userEvent.click(await screen.findByRole('link', { name: 'How a segment is rated' }));
    expect(screen.getByRole('status', { name: 'Current route' })).toHaveTextContent('/help#rating');
    const heading = screen.getByRole('heading', { level: 2, name: 'How a segment is rated' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('opens at the section named in the address', async () => {
    open('/help#saves');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Saves and backups' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('narrows the sections and the contents by the filter, and says when nothing matches', async () => {
    const user = userEvent.setup();
    open();
    const filter = await screen.findByRole('searchbox', { name: 'Filter help' });
    await user.type(filter, 'reign');
    expect(contents()).toEqual(['What simulating does', 'Championships and reigns', 'Rumbles']);
    expect(regions()).toEqual(['simulation', 'championships', 'rumbles']);
    expect(screen.getByText('3 of 18 sections match')).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'zebra');
    expect(regions()).toEqual([]);
    expect(screen.getByText(/No section mentions “zebra”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(filter).toHaveValue('');
    expect(regions()).toHaveLength(topics.length);
  });
});

describe('the help filter', () => {
  it('needs every word, in any case and order, and reads straight and curly apostrophes alike', () => {
    const ids = (query: string) => filterHelp(helpSections, query).map((s) => s.id);
    expect(ids('')).toHaveLength(helpSections.length);
    expect(ids('  ')).toHaveLength(helpSections.length);
    expect(ids('PAYOUT brands')).toEqual(ids('brands payout'));
    expect(ids('payout brands')).toContain('finances');
    expect(ids('payout brands')).not.toContain('keyboard');
    expect(ids("browser's own database")).toEqual(['saves']);
    expect(ids('tab shift')).toEqual(['keyboard']);
  });

  it('searches table cells and the titles of linked screens', () => {
    expect(filterHelp(helpSections, 'flagship').map((s) => s.id)).toEqual(['brands-and-shows', 'owner']);
    expect(filterHelp(helpSections, 'rank championships').map((s) => s.id)).toEqual(['championships']);
  });
});
