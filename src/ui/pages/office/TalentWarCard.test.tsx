import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { renderWithApp } from '../../testing/render';
import { TalentWarCard } from './TalentWarCard';

describe("the office's Talent war card", () => {
  it('links to the offers to answer and says the latest move', async () => {
    const services = createTestAppServices();
    vi.spyOn(services.talent, 'summary').mockResolvedValue({
      hasRivals: true, openOffers: 2, lastMove: 'VWU Voltage signed Kip, a free agent.', lastMover: { id: 12, name: 'Kip' },
    });
    renderWithApp(<TalentWarCard />, services, '/office');
    expect(await screen.findByRole('link', { name: '2 offers to answer' }, { timeout: 30_000 })).toHaveAttribute('href', expect.stringContaining('/talent'));
    const latest = screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === 'Latest: VWU Voltage signed Kip, a free agent.');
    // Issue 35: the name in the sentence opens the wrestler's page.
    expect(within(latest).getByRole('link', { name: 'Kip' })).toHaveAttribute('href', '/career-mode/12');
  }, 60_000);

  it('shows nothing in a game without rivals', async () => {
    const services = createTestAppServices();
    const summary = vi.spyOn(services.talent, 'summary').mockResolvedValue({ hasRivals: false, openOffers: 0, lastMove: null });
    renderWithApp(<TalentWarCard />, services, '/office');
    await vi.waitFor(() => expect(summary).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Talent war' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
