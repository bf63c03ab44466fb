import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithApp } from '../../testing/render';
import { seedServices } from '../promotions/test-support';
import { ProductionsRoute } from './ProductionsRoute';

describe('a rival promotion\'s production page', () => {
  let restoreLayout: () => void = () => {};
  beforeEach(() => {
    restoreLayout = stubLayoutForFocusManagement();
    // Fluent's MessageBar watches its width; every browser has ResizeObserver, jsdom does not.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });
  afterEach(() => {
    restoreLayout();
    vi.unstubAllGlobals();
  });

  async function open(brandId: number) {
    const { services, game } = await seedServices();
    const show = (await services.repos.Show.all()).find((s) => s.brandIds.join() === String(brandId))!;
    const production = await services.production.createProduction({ showId: show.id, date: game.date });
    renderWithApp(
      <Routes>
        <Route path="/production/*" element={<ProductionsRoute />} />
      </Routes>,
      services,
      `/production/${production.id}`,
    );
    return show;
  }

  it('says who runs it and offers no booking or simulating', async () => {
    await open(4);
    expect(await screen.findByText('Run by Vanguard Wrestling Union: read-only', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Its card is booked when Vanguard Wrestling Union runs its week.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simulate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Randomise all' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  }, 40_000);

  it('leaves the player\'s own show to book', async () => {
    await open(1);
    expect(await screen.findByRole('button', { name: 'Randomise all' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByText(/: read-only$/)).toBeNull();
  }, 40_000);
});
