import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { BackstagePage } from './BackstagePage';

/** Game date 2027-03-01: Rex holds the World Title and is out until 30 Apr (60 days); Ada back in a week. */
async function world(): Promise<{ services: TestAppServices; titleId: number }> {
  const services = createTestAppServices();
  await services.game.load();
  await services.game.update({ date: '2027-03-01' });
  const { repos } = services;
  const [north] = await repos.Brand.bulkCreate([{ name: 'North' }]);
  const [rex, ada] = await repos.Wrestler.bulkCreate([
    { name: 'Rex Calloway', brandIds: [north.id], injuredUntil: '2027-04-30', injury: 'Torn bicep' },
    { name: 'Ada Stone', brandIds: [north.id], injuredUntil: '2027-03-08', injury: 'Sprained ankle' },
  ]);
  const [world, tag] = await repos.Championship.bulkCreate([
    { name: 'World Title', wrestlerIds: [rex.id], brandIds: [north.id] },
    { name: 'Ladder Title', wrestlerIds: [ada.id], brandIds: [north.id] },
  ]);
  void tag;
  return { services, titleId: world.id };
}

describe('an injured champion on backstage (issue 15)', () => {
  it('warns about a champion out for more than four weeks and vacates the title on request', async () => {
    const { services, titleId } = await world();
    renderWithApp(<BackstagePage />, services, '/backstage');
    const region = await screen.findByRole('region', { name: 'Injured champions' }, SLOW_FIRST_RENDER);
    expect(region).toHaveTextContent(`Rex Calloway is out until ${formatLongDate('2027-04-30')} — torn bicep (9 weeks)`);
    expect(region).not.toHaveTextContent('Ada Stone'); // back within four weeks: nothing to decide
    // The roster table carries the same badge.
    const rex = screen.getByRole('row', { name: /Rex Calloway/ });
    expect(within(rex).getByRole('note', { name: `Out until ${formatLongDate('2027-04-30')} — torn bicep` })).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Vacate World Title' }));
    await waitFor(async () => expect((await services.repos.Championship.get(titleId))?.wrestlerIds).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Injured champions' })).toBeNull());
  });

  it('keeps the title for a defence on the return when the player says so', async () => {
    const { services, titleId } = await world();
    renderWithApp(<BackstagePage />, services, '/backstage');
    const region = await screen.findByRole('region', { name: 'Injured champions' }, SLOW_FIRST_RENDER);
    await userEvent.click(within(region).getByRole('button', { name: 'Keep the title: World Title with Rex Calloway' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Injured champions' })).toBeNull());
    expect((await services.repos.Championship.get(titleId))?.wrestlerIds).toHaveLength(1);
  });
});
