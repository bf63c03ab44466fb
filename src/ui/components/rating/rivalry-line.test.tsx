import { screen, within } from '@testing-library/react';
import { createAppearance } from '../../../domain/entities/appearance';
import { createGame } from '../../../domain/entities/game';
import { createSegment } from '../../../domain/entities/segment';
import { createShow } from '../../../domain/entities/show';
import { createWrestler } from '../../../domain/entities/wrestler';
import { rateSegments } from '../../../domain/production/completion-steps';
import { ruledStep } from '../../../domain/production/living-steps';
import { storedRatingExplanation } from '../../../domain/production/rating-explanation';
import { emptyWork } from '../../../domain/production/test-work';
import { sequenceRng } from '../../../domain/rules/test-rng';
import { renderWithTheme } from '../../testing/render';
import { signed } from './family-labels';
import { RatingBreakdown } from './RatingBreakdown';

// Issue 17: the heat of a rivalry is its own line of "Why this rating", after the families; the
// completion counts it in popularity's stored sub-score, so the Popularity row shows the family
// without it (the sum of its own rules) and the total includes it once.
it('shows the rivalry heat line on its own, out of the Popularity row, counted once in the total', () => {
  const work = emptyWork({ date: '2027-03-07' }, {
    game: { ...createGame({ rules: 'living', rivalries: [{
      id: 1, sides: [[1], [2]], origin: 'player', startedOn: '2027-02-01', endedOn: null, endReason: '', heat: 50, heatOn: '2027-03-07', beats: [], segments: 1, payoffShowId: null,
    }] }), id: 1 },
    show: { ...createShow({ name: 'Show', type: 'TV' }), id: 3 },
    segments: [{ ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12] }), id: 1 }],
    appearances: [1, 2].map((id) => ({ ...createAppearance({ wrestlerId: id, groupId: id }), id: 10 + id })),
    wrestlers: [{ ...createWrestler({ name: 'Crane', points: 60 }), id: 1 }, { ...createWrestler({ name: 'Vale', points: 60 }), id: 2 }],
  });
  const explanation = storedRatingExplanation(ruledStep('rateSegments', rateSegments)(work, sequenceRng([0.5])).segments[0])!;
  renderWithTheme(<RatingBreakdown explanation={explanation} />);
  const line = screen.getByText('Crane vs. Vale rivalry, heat 50: the crowd was invested');
  expect(line.parentElement).toHaveTextContent('+30');
  expect(within(screen.getByRole('list', { name: 'Rating breakdown' })).queryByText(/rivalry, heat/)).toBeNull();
  const popularity = within(screen.getByRole('list', { name: 'Rating breakdown' })).getByText('Popularity').parentElement!;
  const own = explanation.fired.filter((rule) => rule.family === 'popularity' && rule.id !== 'RIVALRY_HEAT').reduce((total, rule) => total + rule.amount, 0);
  expect(explanation.families.popularity).toBe(own + 30);
  expect(popularity).toHaveTextContent(`Popularity${signed(own)}`);
  expect(screen.getByText(`${explanation.stars!.toFixed(2)} stars`)).toBeInTheDocument();
});
