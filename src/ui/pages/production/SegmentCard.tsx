import { memo, useCallback, useId } from 'react';
import { Button, Card, MessageBar, MessageBarBody, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowShuffleRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { formatDuration } from '../../../domain/format';
import { CostLabel } from '../../components/CostLabel';
import { AppearancesEditor } from './AppearancesEditor';
import { ChampionshipsField } from './ChampionshipsField';
import type { Edit } from './edit-types';
import { canRandomise, type ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';
import { RatingPreview } from './RatingPreview';
import { SegmentForm } from './SegmentForm';
import { kindLabel } from './SegmentTypeSelect';
import { SegmentResult } from './SegmentResult';
import { useAnnounce } from '../../components/Announcer';
import { ImproveSegment } from './coach/ImproveSegment';
import { FarewellBadges } from './FarewellBadge';

// Who is in it on the left (what a booker looks at first), the segment's details on the right.
const useStyles = makeStyles({
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export interface SegmentCardProps {
  details: SegmentDetails;
  /** 0-based place in the running order. */
  index: number;
  count: number;
  production: ProductionView['production'];
  show: ProductionView['show'];
  championships: ProductionView['championships'];
  factions: ProductionView['factions'];
  /** Issue 35: whether this segment is the card's main event (the preview's length line). */
  main?: boolean;
  /** Issue 13: why the segment cannot be filled or is booked short, if so (not the plain "empty"). */
  shortfall: string | undefined;
  candidates: readonly Stored<Wrestler>[];
  wrestlersById: ReadonlyMap<number, Stored<Wrestler>>;
  edit: Edit;
  /** Issue 33: where a wrestler is already booked on the card outside this segment, or null. */
  whereBooked?: (segmentId: number, wrestlerId: number) => { position: number; kindName: string } | null;
  /** Moves the segment and keeps keyboard focus on the button that moved it. */
  onMove: (segmentId: number, toIndex: number, button: 'up' | 'down') => void;
  /** Removes the segment; focus goes on to the next card's heading. */
  onRemove: (segmentId: number, index: number) => void;
  /** Issue 35 item 2: a living game's Randomise fills talking segments too. */
  living?: boolean;
}

/**
 * One segment of the card: its place in the running order, its form and who appears in it.
 * Memoised (issue 19): an edit of one segment re-renders that card only; the view it comes from
 * keeps unchanged segments' objects (share-view.ts) and the list's callbacks are stable.
 */
export const SegmentCard = memo(function SegmentCard({
  details, index, count, production, show, championships, factions, shortfall, candidates, wrestlersById, edit, whereBooked, onMove, onRemove, main = false, living = false,
}: SegmentCardProps) {
  const announce = useAnnounce();
  const styles = useProductionStyles();
  const layout = useStyles();
  const headingId = useId();
  const { segment, kind } = details;
  const locked = production.complete;
  const title = `Segment ${index + 1}: ${kindLabel(kind)}`;
  const bookedElsewhere = useCallback((wrestlerId: number) => whereBooked?.(segment.id, wrestlerId) ?? null, [whereBooked, segment.id]);

  return (
    <Card role="region" aria-labelledby={headingId} className={styles.stack} data-segment-id={segment.id}>
      <div className={styles.spread}>
        <div className={styles.row}>
          <Subtitle2 as="h2" id={headingId} tabIndex={-1}>{title}</Subtitle2>
          <CostLabel amount={kind.cost} />
          <Text className={styles.muted}>{formatDuration(segment.duration)}</Text>
          <FarewellBadges date={production.date} wrestlers={details.appearances.map((a) => a.wrestler)} />
        </div>
        {!locked && (
          <div className={styles.row} role="toolbar" aria-label={`${title} actions`}>
            <Button size="small" icon={<ArrowUpRegular />} disabled={index === 0} data-move="up" onClick={() => onMove(segment.id, index - 1, 'up')}>Move up</Button>
            <Button size="small" icon={<ArrowDownRegular />} disabled={index === count - 1} data-move="down" onClick={() => onMove(segment.id, index + 1, 'down')}>Move down</Button>
            {canRandomise(details, living) && (
              <Button size="small" icon={<ArrowShuffleRegular />} onClick={() => void edit((s) => s.segments.randomise({ segmentId: segment.id, productionId: production.id })).then(() => announce(`${title} randomised`))}>Randomise</Button>
            )}
            {details.appearances.length > 0 && kind.canUpdateAppearances && <ImproveSegment segmentId={segment.id} title={title} edit={edit} />}
            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => onRemove(segment.id, index)}>Remove segment</Button>
          </div>
        )}
      </div>
      {shortfall && !locked && (
        // A fixed layout: the auto one measures itself with a ResizeObserver, which jsdom lacks.
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{shortfall}</MessageBarBody>
        </MessageBar>
      )}
      {locked ? (
        <SegmentResult details={details} />
      ) : (
        <div className={layout.body}>
          <div className={styles.stack}>
            {kind.canUpdateAppearances ? (
              <AppearancesEditor segmentId={segment.id} productionId={production.id} bookedElsewhere={bookedElsewhere} competition={kind.competition} appearances={details.appearances} candidates={candidates} factions={factions} edit={edit} />
            ) : (
              <Text className={styles.muted}>Nobody appears in a {kind.name.toLowerCase()}.</Text>
            )}
            {details.appearances.length > 0 && <RatingPreview details={details} show={show} production={production} main={main} />}
          </div>
          <div className={styles.stack}>
            <SegmentForm segment={segment} canUpdateDuration={kind.canUpdateDuration} edit={edit} />
            <ChampionshipsField details={details} championships={championships} wrestlers={wrestlersById} brandIds={production.brandIds} edit={edit} />
          </div>
        </div>
      )}
    </Card>
  );
});
