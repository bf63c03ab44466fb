import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestAppServices } from '../../../../tests/support/app-services';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { AlignmentPage } from './AlignmentPage';
import { servicesWithRoster } from './rankings.test-support';

const names = (label: string) =>
  within(screen.getByRole('list', { name: `${label} wrestlers` })).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

const roster = () =>
  servicesWithRoster(({ north, south }) => [
    { name: 'Ada', brandIds: [north], alignment: 'GOOD' },
    { name: 'Bo', brandIds: [south], alignment: 'GOOD' },
    { name: 'Cy', brandIds: [north], alignment: 'BAD' },
    { name: 'Di', brandIds: [north] },
  ]);

describe('the alignment screen', () => {
  it('groups wrestlers by alignment with counts, within a brand', async () => {
    renderWithApp(<AlignmentPage />, await roster(), '/alignment');
    expect(await screen.findByRole('region', { name: 'Good (2)' }, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bad (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Neutral (1)' })).toBeInTheDocument();
    expect(names('Good')).toEqual(['Ada', 'Bo']);

    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('button', { name: 'South' }));
    expect(screen.getByRole('region', { name: 'Good (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bad (0)' })).getByText(/No heels here/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 good, 0 bad, 0 neutral');
  });

  it('turns a face heel and a heel neutral, stores both, and keeps the focus on the wrestler who moved', async () => {
    const services: TestAppServices = await roster();
    renderWithApp(<AlignmentPage />, services, '/alignment');
    await screen.findByRole('region', { name: 'Good (2)' }, SLOW_FIRST_RENDER);
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole('button', { name: 'Turn heel: Ada' }));
    expect(await screen.findByRole('region', { name: 'Bad (2)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ada is now bad (was good).');
    expect(names('Bad')).toEqual(['Ada', 'Cy']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn face: Ada' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Make neutral: Cy' }));
    expect(await screen.findByRole('region', { name: 'Neutral (2)' })).toBeInTheDocument();
    expect(names('Neutral')).toEqual(['Cy', 'Di']);

    const stored = await services.repos.Wrestler.all();
    expect(Object.fromEntries(stored.map((w) => [w.name, w.alignment]))).toEqual({ Ada: 'BAD', Bo: 'GOOD', Cy: 'NEUTRAL', Di: 'NEUTRAL' });
  });

  it('finds wrestlers by name', async () => {
    renderWithApp(<AlignmentPage />, await roster(), '/alignment');
    await screen.findByRole('region', { name: 'Good (2)' }, SLOW_FIRST_RENDER);
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Name' }), 'b');
    expect(screen.getByRole('region', { name: 'Good (1)' })).toBeInTheDocument();
    expect(names('Good')).toEqual(['Bo']);
  });

  it('shows an error instead of crashing when the roster cannot be read', async () => {
    renderWithApp(<AlignmentPage />, createFakeServices().services, '/alignment');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent('Could not read the roster');
    expect(screen.getByRole('heading', { level: 1, name: 'Alignment' })).toBeInTheDocument();
  });
});

describe('when a change cannot be saved', () => {
  it('says so and leaves the groups as they were', async () => {
    const services = await roster();
    renderWithApp(<AlignmentPage />, services, '/alignment');
    await screen.findByRole('region', { name: 'Good (2)' }, SLOW_FIRST_RENDER);
    // Another tab deleted Ada after this screen read the roster.
    const ada = (await services.repos.Wrestler.all()).find((w) => w.name === 'Ada');
    await services.repos.Wrestler.delete(ada!.id);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Turn heel: Ada' }));
    expect(await screen.findByText(/Could not change Ada's alignment: Record with id \d+ not found in table Wrestler/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Good (2)' })).toBeInTheDocument();
  });
});
