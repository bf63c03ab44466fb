import { useEffect, useId, useRef, useState } from 'react';
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { WeeksSummary as Summary } from '../../../application/calendar';
import { formatLongDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import { BrandMoneyTable } from './BrandMoneyTable';
import { WeeksBestSegments, TitleChanges } from './WeeksHighlights';
import { DecisionsPanel } from '../orders/DecisionsPanel';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    // The column's gap spaces the headings and paragraphs; their own margins would double it.
    '& h3, & h4, & p': { margin: 0 },
  },
});

const UNFILLED_LISTED = 5;

/** Matches that ran short because too few wrestlers were eligible on their card: said, never silent. */
function Unfilled({ segments }: { segments: Summary['unfilled'] }) {
  return (
    <>
      <Subtitle2 as="h4">Matches that ran short ({segments.length})</Subtitle2>
      <Text as="p">Too few eligible wrestlers were left on these cards; book them by hand next time, or sign more talent.</Text>
      <ul aria-label="Matches that ran short">
        {segments.slice(0, UNFILLED_LISTED).map((s) => (
          <li key={s.segmentId}>
            {s.production}, {formatLongDate(s.date)}, segment {s.position} ({s.kind}): {s.booked} of the {s.needed} wrestlers it needs
          </li>
        ))}
        {segments.length > UNFILLED_LISTED && <li>and {segments.length - UNFILLED_LISTED} more</li>}
      </ul>
    </>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const ORDERS_LISTED = 8;

/** Issue 33: what the standing orders decided in the weeks saved. */
function OrdersDone({ lines }: { lines: string[] }) {
  return (
    <>
      <Subtitle2 as="h4">What your standing orders did ({lines.length})</Subtitle2>
      <ul aria-label="What your standing orders did">
        {lines.slice(0, ORDERS_LISTED).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
        {lines.length > ORDERS_LISTED && <li>and {lines.length - ORDERS_LISTED} more</li>}
      </ul>
    </>
  );
}

function headingOf(summary: Summary): string {
  if (summary.outcome === 'finished') return `${plural(summary.weeksDone, 'week')} simulated`;
  if (summary.outcome === 'decision') return `Stopped after ${summary.weeksDone} of ${plural(summary.weeks, 'week')}: a decision is yours`;
  const verb = summary.outcome === 'cancelled' ? 'Cancelled' : 'Stopped';
  return `${verb} after ${summary.weeksDone} of ${plural(summary.weeks, 'week')}`;
}

/**
 * What a run of weeks did: its titles, best segments and money. The keyboard lands on its heading
 * when it appears. (Injuries join this summary once the game models them.)
 */
export function WeeksSummary({ summary, onGoOn }: { summary: Summary; onGoOn?: () => void }) {
  const styles = useStyles();
  const [stopped, setStopped] = useState(false);
  // A stop before the first week: there is nothing to sum up but the decisions.
  const nothingRan = summary.outcome === 'decision' && summary.weeksDone === 0;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { failure } = summary;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {/* Subtitle1's look; Text, because it takes the ref the focus needs. */}
      <Text as="h3" size={500} weight="semibold" id={headingId} ref={heading} tabIndex={-1}>
        {headingOf(summary)}
      </Text>
      {nothingRan ? (
        <Text as="p">Nothing was simulated: the first week holds a decision outside your standing orders.</Text>
      ) : (
        <Text as="p">
          {plural(summary.productionIds.length, 'production')} simulated, from {formatLongDate(summary.startDate)} to{' '}
          {formatLongDate(summary.endDate)}, in {formatDuration(summary.elapsedSeconds)}.
          {summary.skipped > 0 && ` ${plural(summary.skipped, 'show')} left alone: already complete, or booked by you.`}
        </Text>
      )}
      {summary.outcome === 'decision' && !stopped && onGoOn && (
        <DecisionsPanel decisions={summary.decisions} weeksLeft={summary.weeks - summary.weeksDone} onGoOn={onGoOn} onStop={() => setStopped(true)} />
      )}
      {summary.outcome === 'decision' && stopped && <Text as="p">Stopped here. Start a new run whenever you are ready.</Text>}
      {summary.ordersDone.length > 0 && <OrdersDone lines={summary.ordersDone} />}
      {failure && (
        <Text as="p" role="alert">
          Week {failure.week} was not saved: {failure.message}
        </Text>
      )}
      {!nothingRan && (
        <>
          <Subtitle2 as="h4">Title changes ({summary.titleChanges.length})</Subtitle2>
          <TitleChanges changes={summary.titleChanges} />
          <Subtitle2 as="h4">Best segments</Subtitle2>
          <WeeksBestSegments segments={summary.bestSegments} />
          {summary.unfilled.length > 0 && <Unfilled segments={summary.unfilled} />}
          <Subtitle2 as="h4">Money by brand</Subtitle2>
          {summary.brands.length > 0 ? <BrandMoneyTable brands={summary.brands} /> : <Text as="p">No brand’s money moved.</Text>}
        </>
      )}
    </section>
  );
}
