import { screen, within } from '@testing-library/react';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { ExpiringContracts } from './ExpiringContracts';

describe('contracts ending soon (issue 36)', () => {
  it("shows a faded veteran's renewal ask with the ask it fell from", async () => {
    const services = createTestAppServices();
    await services.game.load();
    await services.game.update({ date: '2026-11-21', rules: 'living' });
    const [brand] = await services.repos.Brand.bulkCreate([{ name: 'North', balance: 1_000_000 }]);
    await services.repos.Wrestler.bulkCreate(Array.from({ length: 5 }, (_, i) => ({ name: `Hand ${i}`, brandIds: [brand.id], cost: 2000, popularity: 50, points: 50, contractExpires: '2028-01-01', remainingAppearances: 50 })));
    await services.repos.Wrestler.create({ name: 'Old Timer', brandIds: [brand.id], cost: 20_000, popularity: 10, points: 5, morale: 50, contractExpires: '2026-12-01', remainingAppearances: 3 });
    renderWithApp(<ExpiringContracts />, services);
    const table = await screen.findByRole('table', { name: 'Contracts ending within 4 weeks' }, SLOW_FIRST_RENDER);
    const row = within(table).getByRole('row', { name: /Old Timer/ });
    expect(within(row).getByText('$15,440 (down from $19,300)')).toBeInTheDocument();
  });
});
