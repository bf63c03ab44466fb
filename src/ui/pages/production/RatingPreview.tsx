import { Text } from '@fluentui/react-components';
import type { SegmentDetails } from '../../../application/segments';
import { isLiving } from '../../../domain/entities/game';
import { ratingOf } from '../../../domain/production/rating-explanation';
import { RatingStars, WhyThisRating, previewRating } from '../../components/rating';
import { useGame } from '../../game/game-context';
import { useProductionStyles } from './production-styles';

/** Participants as rating sees them; appearances of deleted wrestlers are left out. */
export const participantsOf = (appearances: SegmentDetails['appearances']) =>
  appearances.flatMap((a) => (a.wrestler ? [{ wrestler: a.wrestler, groupId: a.groupId, winner: a.winner, manager: a.manager }] : []));

/** What the segment would rate with today's stats, and why, before the show is simulated. */
export function RatingPreview({ details }: { details: SegmentDetails }) {
  const styles = useProductionStyles();
  const { game } = useGame();
  const explanation = previewRating(participantsOf(details.appearances), isLiving(game));
  return (
    <div className={styles.row}>
      <Text className={styles.muted}>Expected rating</Text>
      <RatingStars rating={ratingOf(explanation)} />
      <WhyThisRating explanation={explanation} source="preview" subject={details.kind.name} />
    </div>
  );
}
