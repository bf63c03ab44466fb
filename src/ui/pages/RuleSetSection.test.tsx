import { screen, within } from '@testing-library/react';
import { LIVING_CHANGES } from '../../domain/catalog/rule-sets';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { SettingsPage } from './SettingsPage';

const rulesSection = async () => screen.findByRole('region', { name: 'Rules' });

describe('Settings: the rule set in force (issue 15)', () => {
  it('says a living game plays living rules and lists what they change, one line each', async () => {
    renderWithApp(<SettingsPage />, createFakeServices({ game: { rules: 'living' } }).services, '/settings');
    const section = await rulesSection();
    expect(section).toHaveTextContent('This game plays by Living world rules.');
    const changes = within(section).getByRole('list', { name: 'What living rules change' });
    const lines = within(changes).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(LIVING_CHANGES);
    for (const topic of ['Venues and attendance', 'Wages and overheads', 'Contracts that end', 'Injuries that heal', 'Stats that stay 0–100', 'Ratings in stars', 'Matches that take time and skill', 'Titles on purpose']) {
      expect(lines.some((line) => line?.startsWith(topic))).toBe(true);
    }
  });

  it('says an old save without a rule set plays Classic, with no list of living changes', async () => {
    const fake = createFakeServices({ game: { rules: undefined } });
    renderWithApp(<SettingsPage />, fake.services, '/settings');
    const section = await rulesSection();
    expect(section).toHaveTextContent('This game plays by Classic (the spec’s formulas) rules.');
    expect(within(section).queryByRole('list', { name: 'What living rules change' })).toBeNull();
  });
});
