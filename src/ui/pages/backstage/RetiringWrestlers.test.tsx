import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatLongDate } from '../../../domain/dates';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { CareerScreen } from '../careers/CareerScreen';
import { BackstagePage } from './BackstagePage';

/** A living game on 2027-03-07: Rex (66) announced he retires on 2027-04-04; the news keeps it. */
async function world(): Promise<{ services: TestAppServices; rexId: number }> {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  const [north] = await repos.Brand.bulkCreate([{ name: 'North' }]);
  const [rex] = await repos.Wrestler.bulkCreate([
    { name: 'Rex Calloway', gender: 'MALE', dob: '1960-06-01', brandIds: [north.id], status: 'SIGNED', contractExpires: '2028-01-01', retiresOn: '2027-04-04', morale: 70, potential: 72 },
    { name: 'Ada Stone', gender: 'FEMALE', dob: '1995-06-01', brandIds: [north.id], status: 'SIGNED', contractExpires: '2028-01-01' },
  ]);
  await services.game.update({
    date: '2027-03-07', rules: 'living', brandIds: [north.id],
    careerNews: [{ date: '2027-03-07', kind: 'announced', wrestlerId: rex.id, championshipId: null, companyId: null, text: 'Rex Calloway announced his retirement at 66: his last day is 4 April 2027.' }],
  });
  return { services, rexId: rex.id };
}

describe('retirements on Backstage and the wrestler’s page (issue 36)', () => {
  it('lists the retiring wrestler with the farewell to book, keeps the news, and asks him to stay once', async () => {
    const { services, rexId } = await world();
    renderWithApp(<BackstagePage />, services, '/backstage');
    const list = await screen.findByRole('list', { name: 'Retiring wrestlers' }, SLOW_FIRST_RENDER);
    expect(list).toHaveTextContent(`Rex Calloway retires on ${formatLongDate('2027-04-04')}.`);
    // No show of his brand in that week: the suggestion says what to do instead.
    expect(list).toHaveTextContent(`No show of Rex Calloway's brand falls in the last week (from ${formatLongDate('2027-03-28')}): book a farewell match on the last show before`);
    expect(await screen.findByRole('list', { name: 'Careers news' })).toHaveTextContent('Rex Calloway announced his retirement at 66');

    await userEvent.click(within(list).getByRole('button', { name: 'Ask Rex Calloway to stay' }));
    await waitFor(() => expect(list).toHaveTextContent(/Rex Calloway (agreed to stay \d+ more weeks|said no)/));
    const rex = await services.repos.Wrestler.get(rexId);
    expect(rex?.askedToStay).toBe('2027-03-07');
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Ask Rex Calloway to stay' })).toBeNull());
    const game = await services.repos.Game.get(1);
    expect(game?.careerNews.map((n) => n.kind)).toEqual(['announced', 'stay']);
  });

  it('shows age, prime, decline and potential, each explained, and the retirement with the chance of a yes', async () => {
    const { services, rexId } = await world();
    renderWithApp(<CareerScreen wrestlerId={rexId} />, services, `/career-mode/${rexId}`);
    const arc = await screen.findByRole('region', { name: 'Career arc' }, SLOW_FIRST_RENDER);
    const facts = arc;
    expect(facts).toHaveTextContent(/Age66 \(born /);
    expect(facts).toHaveTextContent(/StageDeclining: points fall [\d.]+ a year now/);
    expect(facts).toHaveTextContent(/PrimeFrom age [\d.]+ \(\d+ years ago\): growth stops/);
    expect(facts).toHaveTextContent(/DeclineFrom age [\d.]+ \(\d+ years ago\), at [\d.]+× the usual pace/);
    expect(facts).toHaveTextContent('Potential72 of 100: the in-ring level Rex Calloway grows toward before the prime');
    const retirement = screen.getByRole('region', { name: 'Retirement' });
    expect(retirement).toHaveTextContent(`Rex Calloway has announced retirement: the last day is ${formatLongDate('2027-04-04')}.`);
    expect(retirement).toHaveTextContent(/The chance of a yes: 50% × [\d.]+ \(morale 70 of 100\) × /);
    expect(within(retirement).getByRole('button', { name: 'Ask Rex Calloway to stay' })).toBeInTheDocument();
  });
});
