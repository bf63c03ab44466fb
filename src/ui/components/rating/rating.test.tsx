import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RatingExplanation } from '../../../domain/production/rating-explanation';
import { stubLayoutForFocusManagement } from '../../testing/jsdom-layout';
import { renderWithTheme } from '../../testing/render';
import { RatingBreakdown } from './RatingBreakdown';
import { RatingStars, starsFor } from './RatingStars';
import { WhyThisRating } from './WhyThisRating';

const EXPLANATION: RatingExplanation = {
  families: { points: 150, morale: -30, popularity: 0, alignment: 100, streak: 0, roles: 50, charisma: 0 },
  fired: [
    { id: 'points.any50', family: 'points', label: 'A competitor has 50 points or more', amount: 50 },
    { id: 'points.per90', family: 'points', label: 'Each competitor with 90 points or more', amount: 100 },
    { id: 'morale.any20', family: 'morale', label: 'A competitor has 20 morale or less', amount: -30 },
    { id: 'alignment.mix', family: 'alignment', label: 'Competitors of different alignments', amount: 50 },
    { id: 'alignment.noNeutral', family: 'alignment', label: 'No neutral competitor', amount: 50 },
    { id: 'roles.giantCruiser', family: 'roles', label: 'A giant faces a cruiser', amount: 30 },
    { id: 'roles.variety', family: 'roles', label: 'Several teams and several styles', amount: 20 },
  ],
  total: 270,
};

describe('rating stars', () => {
  it.each([
    [3.4, 3.5],
    [2.2, 2],
    [7.1, 5],
    [-1.5, 0],
    [Number.NaN, 0],
  ])('draws %s as %s stars', (rating, stars) => {
    expect(starsFor(rating)).toBe(stars);
  });

  it('reads out the exact rating and shows it beside the stars', () => {
    renderWithTheme(<RatingStars rating={6.25} />);
    const stars = screen.getByRole('img', { name: 'Rated 6.25 out of 5' });
    expect(stars).toHaveTextContent('6.25');
  });
});

describe('the rating breakdown', () => {
  it('lists all seven families with their sub-scores, the rules under them and the total over 100', () => {
    renderWithTheme(<RatingBreakdown explanation={EXPLANATION} />);
    const list = screen.getByRole('list', { name: 'Rating breakdown' });
    const families = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(families.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Points+150', 'Morale\u221230', 'Popularity0', 'Alignment+100', 'Streak0', 'Roles+50', 'Charisma0',
    ]);
    const points = screen.getByRole('list', { name: 'Points rules' });
    expect(within(points).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A competitor has 50 points or more+50',
      'Each competitor with 90 points or more+100',
    ]);
    expect(screen.getByRole('list', { name: 'Morale rules' })).toHaveTextContent('A competitor has 20 morale or less\u221230');
    expect(screen.queryByRole('list', { name: 'Streak rules' })).toBeNull();
    expect(screen.getByText('+270 / 100 = 2.70')).toBeInTheDocument();
  });

  it('says why nothing fired when the segment had fewer than two competitors', () => {
    const empty: RatingExplanation = { ...EXPLANATION, families: { ...EXPLANATION.families, points: 0, morale: 0, alignment: 0, roles: 0 }, fired: [], total: 0 };
    renderWithTheme(<RatingBreakdown explanation={empty} />);
    expect(screen.getByText(/needs at least two competitors/)).toBeInTheDocument();
    expect(screen.getByText('0 / 100 = 0.00')).toBeInTheDocument();
  });

  it('under living rules keeps the spec\'s sum and adds how it became stars', () => {
    renderWithTheme(<RatingBreakdown explanation={{ ...EXPLANATION, stars: 1.94 }} />);
    expect(screen.getByText('+270')).toBeInTheDocument();
    expect(screen.queryByText(/\/ 100 =/)).toBeNull();
    expect(screen.getByText('Living rules: 270 lies between 100 (0.75 stars) and 350 (2.5 stars) on the star curve, so 1.94 stars.')).toBeInTheDocument();
    expect(screen.getByText('1.94 stars')).toBeInTheDocument();
  });
});

describe('why this rating', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterEach(() => restoreLayout());

  it('opens the breakdown from a "Why this rating" button and says where it comes from', async () => {
    renderWithTheme(<WhyThisRating explanation={EXPLANATION} source="completion" subject="Singles" />);
    expect(screen.queryByRole('list', { name: 'Rating breakdown' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Why this rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why Singles rated so' });
    expect(within(dialog).getByText(/stats the wrestlers walked in with/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Rating breakdown' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Why this rating' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close breakdown' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a rating was stored without its breakdown', async () => {
    renderWithTheme(<WhyThisRating explanation={null} source="completion" />);
    await userEvent.click(screen.getByRole('button', { name: 'Why this rating' }));
    expect(await screen.findByText(/saved without its breakdown/)).toBeInTheDocument();
  });
});
