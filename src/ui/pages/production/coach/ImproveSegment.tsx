import { memo } from 'react';
import { Button, Subtitle2, Text } from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import type { SegmentAdvice } from '../../../../application/coach';
import { formatRating } from '../../../../domain/format';
import { useAnnounce } from '../../../components/Announcer';
import { RatingBreakdown, RatingStars } from '../../../components/rating';
import type { Edit } from '../edit-types';
import { CoachDialog } from './CoachDialog';
import { useCoachStyles } from './coach-styles';
import { useCoachAdvice } from './use-coach-advice';

export interface ImproveSegmentProps {
  segmentId: number;
  /** "Segment 2: Singles", for the button's name and the dialog's title. */
  title: string;
  edit: Edit;
}

/**
 * Issue 17 item 6: the coach's single best change for one segment, the breakdowns side by side, one
 * click to apply. Memoised (issue 19): its closed dialog is not rendered again on every edit of the card.
 */
export const ImproveSegment = memo(function ImproveSegment({ segmentId, title, edit }: ImproveSegmentProps) {
  const announce = useAnnounce();
  const styles = useCoachStyles();
  const state = useCoachAdvice(
    (services) => services.coach.howToImprove(segmentId),
    async (suggestion: NonNullable<SegmentAdvice['suggestion']>) => {
      await edit((s) => s.coach.applyImprovement({ segmentId, change: suggestion.change }));
      announce(`${title} changed: ${suggestion.description}`);
    },
  );
  const { advice, suggestion } = state;

  return (
    <CoachDialog
      state={state}
      trigger={<Button size="small" icon={<LightbulbRegular />} aria-label={`How to improve ${title}`}>How to improve</Button>}
      title={<>How to improve {title}</>}
      weighing="Weighing every change"
      applyLabel="Apply"
    >
      {advice && !suggestion && (
        <Text>This segment is already at its best by the coach&apos;s measure ({formatRating(advice.before.rating)} expected).</Text>
      )}
      {advice && suggestion && (
        <>
          <Text weight="semibold">{suggestion.description}</Text>
          <div className={styles.sides}>
            <section className={styles.side} aria-label="Now">
              <Subtitle2 as="h3" className={styles.heading}>Now <RatingStars rating={advice.before.rating} /></Subtitle2>
              <RatingBreakdown explanation={advice.before.explanation} />
            </section>
            <section className={styles.side} aria-label="After the change">
              <Subtitle2 as="h3" className={styles.heading}>After the change <RatingStars rating={suggestion.after.rating} /></Subtitle2>
              <RatingBreakdown explanation={suggestion.after.explanation} />
            </section>
          </div>
          <Text size={200} className={styles.muted}>Expected ratings, from the wrestlers&apos; current stats, as the show would rate them before any luck.</Text>
        </>
      )}
    </CoachDialog>
  );
});
