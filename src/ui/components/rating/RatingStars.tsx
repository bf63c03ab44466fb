import { RatingDisplay } from '@fluentui/react-components';
import { formatRating } from '../../../domain/format';

export interface RatingStarsProps {
  /** The segment's rating: stars out of 5 (it can go beyond 5, or below 0). */
  rating: number;
  size?: 'small' | 'medium' | 'large';
}

/** Half-star steps, within the five stars drawn; the number beside them is the exact rating. */
export const starsFor = (rating: number): number =>
  Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating * 2) / 2)) : 0;

/** A rating as stars and as a number (`3.40`), read out as "Rated 3.40 out of 5". */
export function RatingStars({ rating, size = 'small' }: RatingStarsProps) {
  const text = formatRating(rating);
  return (
    <RatingDisplay
      value={starsFor(rating)}
      valueText={text}
      color="marigold"
      size={size}
      aria-label={`Rated ${text} out of 5`}
    />
  );
}
