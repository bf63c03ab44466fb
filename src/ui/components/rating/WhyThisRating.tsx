import { useId, useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import type { RatingExplanation } from '../../../domain/production/rating-explanation';
import { RatingBreakdown } from './RatingBreakdown';

/** Where the explanation comes from, said in one line under the heading. */
export type RatingSource = 'completion' | 'preview' | 'exhibition';

const SOURCE_NOTES: Record<RatingSource, string> = {
  completion: 'As rated when the show was simulated, on the stats the wrestlers walked in with.',
  preview: 'A preview from the wrestlers\' current stats; the real rating is set when the show is simulated.',
  exhibition: 'Rated on the wrestlers\' current stats.',
};

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '460px' },
  note: { color: tokens.colorNeutralForeground3 },
  close: { alignSelf: 'flex-end' },
});

export interface WhyThisRatingProps {
  /** null when there is nothing to explain (e.g. an old save without the stored breakdown). */
  explanation: RatingExplanation | null;
  source: RatingSource;
  /** What was rated, for the popover's heading: "Why Singles rated so". */
  subject?: string;
}

/** A "Why this rating" button opening the rating's breakdown (issue 7 item 8). */
export function WhyThisRating({ explanation, source, subject }: WhyThisRatingProps) {
  const styles = useStyles();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  // A focus-trapped popover needs something focusable inside, or the focus manager hides it.
  return (
    <Popover withArrow trapFocus positioning={{ position: "below", align: "start", autoSize: true }} open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <PopoverTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<QuestionCircleRegular />}>
          Why this rating
        </Button>
      </PopoverTrigger>
      <PopoverSurface aria-labelledby={headingId} className={styles.surface}>
        <Subtitle2 as="h3" id={headingId}>
          {subject ? `Why ${subject} rated so` : 'Why it rated so'}
        </Subtitle2>
        <Text size={200} className={styles.note}>
          {SOURCE_NOTES[source]}
        </Text>
        {explanation ? (
          <RatingBreakdown explanation={explanation} />
        ) : (
          <Text>This rating was saved without its breakdown, so it cannot be explained.</Text>
        )}
        <Button size="small" className={styles.close} onClick={() => setOpen(false)}>
          Close breakdown
        </Button>
      </PopoverSurface>
    </Popover>
  );
}
