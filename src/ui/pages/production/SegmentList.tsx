import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { Text } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { lastOnCard } from '../../../domain/rules/coach';
import { AddSegment } from './AddSegment';
import type { Edit } from './edit-types';
import type { ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';
import { SegmentCard } from './SegmentCard';
import { bookedKindName } from './SegmentTypeSelect';
import { guardFocus } from '../../components/focus';
import { useAnnounce } from '../../components/Announcer';

export interface SegmentListProps {
  view: ProductionView;
  candidates: readonly Stored<Wrestler>[];
  edit: Edit;
  /** Issue 35 item 2: a living game's Randomise fills talking segments too. */
  living?: boolean;
}

type MoveTarget = { segmentId: number; toIndex: number; button: 'up' | 'down' };

/**
 * The card in running order. Moving a segment keeps focus on its Move button, for keyboard users.
 * Memoised (issue 19): the page's busy state, set and cleared around every edit, leaves it alone.
 */
export const SegmentList = memo(function SegmentList({ view, candidates, edit, living = false }: SegmentListProps) {
  const styles = useProductionStyles();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  const announce = useAnnounce();
  const pendingFocus = useRef<MoveTarget | null>(null);
  const wrestlersById = useMemo(() => new Map(view.wrestlers.map((w) => [w.id, w])), [view.wrestlers]);
  const { production, segments, shortfalls } = view;
  // Issue 33: where a wrestler is already on the card, read from the latest card when asked, so the
  // function stays the same and no card re-renders because another one changed.
  const card = useRef(segments);
  card.current = segments;
  const whereBooked = useCallback((segmentId: number, wrestlerId: number) => {
    const index = card.current.findIndex((s) => s.segment.id !== segmentId && s.appearances.some((a) => a.wrestlerId === wrestlerId));
    return index < 0 ? null : { position: index + 1, kindName: bookedKindName(card.current[index].kind) };
  }, []);
  // Issue 13: a segment that cannot be filled, or is booked short, says why. An empty one Randomise
  // can fill already reads "Nobody booked yet" (Simulate still names it).
  const shortfallOf = (segmentId: number) =>
    production.complete ? undefined : shortfalls.find((s) => s.segmentId === segmentId && s.problem !== 'EMPTY')?.reason;

  useEffect(() => {
    const target = pendingFocus.current;
    // A read that started before the move may land first: wait for the card in its new place.
    if (!target || segments.findIndex((s) => s.segment.id === target.segmentId) !== target.toIndex) return;
    const card = listRef.current?.querySelector(`[data-segment-id="${target.segmentId}"]`);
    if (!card) return;
    const button =
      card.querySelector<HTMLButtonElement>(`[data-move="${target.button}"]:not(:disabled)`) ??
      card.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    pendingFocus.current = null;
  }, [segments]);

  // Stable across re-reads, so the memoised cards are not re-rendered for a new function.
  const productionId = production.id;
  const onMove = useCallback(
    (segmentId: number, toIndex: number, button: MoveTarget['button']) => {
      pendingFocus.current = { segmentId, toIndex, button };
      void edit((s) => s.segments.moveSegment({ productionId, segmentId, toIndex }));
    },
    [edit, productionId],
  );

  // The removed card takes its button with it: focus goes to the card now in its place, the one
  // before it, or the new-segment type when the card is empty.
  const onRemove = useCallback(
    (segmentId: number, index: number) => {
      guardFocus(() => {
        const headings = listRef.current?.querySelectorAll<HTMLElement>('[data-segment-id] h2') ?? [];
        return headings[index] ?? headings[index - 1] ?? addRef.current?.querySelector<HTMLElement>('button, input, select');
      });
      void edit((s) => s.segments.removeSegment({ productionId, segmentId })).then(() => announce(`Segment ${index + 1} removed`));
    },
    [edit, productionId, announce],
  );

  // Issue 35: the card's main event, as the completion reads it (the preview's length line).
  const last = useMemo(() => lastOnCard(segments.map((d) => ({ id: d.segment.id, type: d.segment.type, cast: d.appearances }))), [segments]);

  return (
    <div className={styles.stack}>
      {segments.length === 0 && <Text className={styles.muted}>No segments on this card yet.</Text>}
      <ol ref={listRef} className={styles.list} aria-label="Running order">
        {segments.map((details, index) => (
          <li key={details.segment.id}>
            <SegmentCard
              details={details}
              index={index}
              count={segments.length}
              production={production}
              show={view.show}
              championships={view.championships}
              factions={view.factions}
              main={last.has(details.segment.id)}
              shortfall={shortfallOf(details.segment.id)}
              candidates={candidates}
              wrestlersById={wrestlersById}
              edit={edit}
              whereBooked={whereBooked}
              onMove={onMove}
              onRemove={onRemove}
              living={living}
            />
          </li>
        ))}
      </ol>
      {!production.complete && (
        <div ref={addRef}>
          <AddSegment onAdd={(type) => void edit((s) => s.segments.addSegment({ productionId: production.id, type }))} />
        </div>
      )}
    </div>
  );
});
