// Rating presentation shared by the production editor, quick match and the ratings page.
export { RatingStars, starsFor, type RatingStarsProps } from './RatingStars';
export { RatingBreakdown, type RatingBreakdownProps } from './RatingBreakdown';
export { WhyThisRating, type RatingSource, type WhyThisRatingProps } from './WhyThisRating';
export { FAMILY_LABELS, signed } from './family-labels';
export {
  explainRating,
  previewRating,
  storedRatingExplanation,
  type RatingExplanation,
} from '../../../domain/production/rating-explanation';
