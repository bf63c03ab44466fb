import { memo, useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Spinner, Subtitle2, Text,
} from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import type { SegmentAdvice } from '../../../../application/coach';
import { formatRating } from '../../../../domain/format';
import { useAnnounce } from '../../../components/Announcer';
import { RatingBreakdown, RatingStars } from '../../../components/rating';
import { messageOf } from '../../../errors/message-of';
import { useServices } from '../../../services-context';
import type { Edit } from '../edit-types';
import { useCoachStyles } from './coach-styles';

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
  const services = useServices();
  const announce = useAnnounce();
  const styles = useCoachStyles();
  const [open, setOpen] = useState(false);
  const [advice, setAdvice] = useState<SegmentAdvice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = () => {
    setAdvice(null);
    setError(null);
    services.coach.howToImprove(segmentId).then(setAdvice, (cause: unknown) => setError(messageOf(cause)));
  };
  const apply = async () => {
    const suggestion = advice?.suggestion;
    if (!suggestion) return;
    setOpen(false);
    // Focus goes back to the button that opened the dialog (Fluent restores it); the card re-reads.
    await edit((s) => s.coach.applyImprovement({ segmentId, change: suggestion.change }));
    announce(`${title} changed: ${suggestion.description}`);
  };
  const suggestion = advice?.suggestion;

  return (
    <Dialog open={open} onOpenChange={(_, data) => { setOpen(data.open); if (data.open) ask(); }}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" icon={<LightbulbRegular />} aria-label={`How to improve ${title}`}>How to improve</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>How to improve {title}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && <Text role="alert">Could not ask the coach: {error}</Text>}
            {!advice && !error && <Spinner size="small" label="Weighing every change" />}
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
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Close</Button>
            </DialogTrigger>
            {suggestion && <Button appearance="primary" onClick={() => void apply()}>Apply</Button>}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
