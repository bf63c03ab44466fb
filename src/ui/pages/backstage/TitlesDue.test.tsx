import { screen } from '@testing-library/react';
import { formatLongDate } from '../../../domain/dates';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { BackstagePage } from './BackstagePage';

/** Game date 2027-03-01 (living rules): the World Title was last on the line 63 days ago, the Women's is vacant, the Tag titles fresh. */
async function world(rules: 'living' | 'classic' = 'living') {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2027-03-01', rules });
  const { repos } = services;
  const [north] = await repos.Brand.bulkCreate([{ name: 'North' }]);
  const [rex, bo, cy] = await repos.Wrestler.bulkCreate([
    { name: 'Rex Calloway', brandIds: [north.id] }, { name: 'Bo', brandIds: [north.id] }, { name: 'Cy', brandIds: [north.id] },
  ]);
  const [worldTitle, , tag] = await repos.Championship.bulkCreate([
    { name: 'World Title', wrestlerIds: [rex.id], brandIds: [north.id] },
    { name: "Women's Title", wrestlerIds: [], brandIds: [north.id], gender: 'FEMALE' },
    { name: 'Tag Titles', wrestlerIds: [bo.id, cy.id], brandIds: [north.id], holders: 2 },
  ]);
  await repos.Reign.bulkCreate([
    { championshipId: worldTitle.id, wrestlerIds: [rex.id], startDate: '2026-06-01', lastDefence: '2026-12-27' },
    { championshipId: tag.id, wrestlerIds: [bo.id, cy.id], startDate: '2026-06-01', lastDefence: '2027-02-20' },
  ]);
  return services;
}

describe('titles to put on the line, on Backstage (issue 36)', () => {
  it('suggests a match for a vacant title and a defence for one long off the line, with the day it would be vacated', async () => {
    renderWithApp(<BackstagePage />, await world(), '/backstage');
    const region = await screen.findByRole('region', { name: 'Titles to put on the line' }, SLOW_FIRST_RENDER);
    expect(region).toHaveTextContent("Women's Title");
    expect(region).toHaveTextContent('It is vacant: book a match for it');
    expect(region).toHaveTextContent(`World TitleIt has not been on the line for 9 weeks: book a defence on one of your next shows, or it is vacated on ${formatLongDate('2027-04-26')}.`);
    expect(region).not.toHaveTextContent('Tag Titles');
  });

  it('suggests nothing in a classic game', async () => {
    renderWithApp(<BackstagePage />, await world('classic'), '/backstage');
    await screen.findByText('Roster condition', undefined, SLOW_FIRST_RENDER);
    expect(screen.queryByRole('region', { name: 'Titles to put on the line' })).toBeNull();
  });
});
