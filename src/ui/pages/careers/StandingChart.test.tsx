import { screen } from '@testing-library/react';
import type { CareerAppearance } from '../../../application/careers';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { StandingChart } from './StandingChart';

const row = (segmentId: number, date: string, standing: CareerAppearance['standing']): CareerAppearance => ({
  segmentId, productionId: segmentId, showName: 'Monday Clash', date, kindName: 'Singles', competition: true, partners: [], opponents: [],
  result: 'WIN', rating: 3, duration: 300, championships: [], complete: true, productionComplete: true, standing,
});

describe('the popularity and momentum chart (issue 35)', () => {
  it('says it fills in later when fewer than two segments kept a note', async () => {
    renderWithApp(<StandingChart name="Kip Vale" rows={[row(1, '2027-01-03', null), row(2, '2027-01-10', { momentum: 8, popularity: 40 })]} />, createFakeServices().services, '/');
    expect(await screen.findByText(/chart of Kip Vale’s popularity and momentum fills in/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
  });

  it('draws both series from the notes, newest rows first in, oldest first on the chart', async () => {
    const rows = [row(3, '2027-01-17', { momentum: 14.5, popularity: 42.25 }), row(2, '2027-01-10', { momentum: 8, popularity: 40 })];
    renderWithApp(<StandingChart name="Kip Vale" rows={rows} />, createFakeServices().services, '/');
    expect(await screen.findByText('Popularity', {}, SLOW_FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByText('Momentum')).toBeInTheDocument();
    expect(screen.queryByText(/fills in/)).toBeNull();
  });
});
