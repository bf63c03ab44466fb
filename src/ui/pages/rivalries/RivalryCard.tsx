import { useState } from 'react';
import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ActiveRivalry, BookedStep, PayoffOption } from '../../../application/rivalries';
import { formatLongDate, formatShortDate } from '../../../domain/dates';
import { formatRating } from '../../../domain/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DrawLater } from '../../components/DrawLater';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { HEAT_CHART_HEIGHT, HeatChart } from './HeatChart';
import { PayoffDialog } from './PayoffDialog';
import { ORIGIN_LABELS, heatWord } from './rivalry-labels';
import { WrestlerLinks } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chart: { height: `${HEAT_CHART_HEIGHT}px`, minWidth: 0 },
});

export interface RivalryCardActions {
  busy: boolean;
  onBook: () => void;
  /** Books their match as the main event of the payoff show. */
  onBookPayoff: () => void;
  onEnd: () => Promise<boolean>;
  onPayoff: (showId: number | null) => Promise<boolean>;
}

function payoffText(rivalry: ActiveRivalry): string {
  const { payoff } = rivalry;
  if (!payoff) return 'No PPV of their brand comes up: choose a payoff show.';
  const when = payoff.date ? `on ${formatLongDate(payoff.date)}` : '(not on the calendar any more)';
  return `${payoff.showName} ${when}${payoff.chosen ? ', your choice' : ', suggested: their brand\'s next big show'}`;
}

/** One active rivalry: who, heat now and over the weeks, its segments, the payoff show and what to do next. */
export function RivalryCard({ rivalry, booked, payoffShows, living, actions }: {
  rivalry: ActiveRivalry;
  booked: BookedStep | null;
  payoffShows: readonly PayoffOption[];
  living: boolean;
  actions: RivalryCardActions;
}) {
  const styles = useStyles();
  const [dialog, setDialog] = useState<'end' | 'payoff' | null>(null);
  return (
    <SectionCard title={rivalry.title} headingId={`rivalry-${rivalry.id}`}>
      <Text>
        {/* Issue 35: each name opens the wrestler's page. */}
        <WrestlerLinks people={rivalry.sides[0].people ?? []} empty={rivalry.sides[0].name} /> vs.{' '}
        <WrestlerLinks people={rivalry.sides[1].people ?? []} empty={rivalry.sides[1].name} />
      </Text>
      <Text className={styles.muted}>
        {ORIGIN_LABELS[rivalry.origin]}, {formatLongDate(rivalry.startedOn)}
      </Text>
      <Field label={`Heat ${Math.round(rivalry.heat)} of 100: ${heatWord(rivalry.heat)}`} hint={living ? undefined : 'Heat only rises, fades and adds to ratings under living rules.'}>
        <ProgressBar value={rivalry.heat} max={100} thickness="large" />
      </Field>
      {/* Issue 19: a chart costs ~10–20 ms of layout; the board's first content is the cards with their heat, so each chart
          is drawn once its place comes near the viewport (a long board drew them all before showing any card). */}
      <DrawLater when="near" className={styles.chart}>{() => <HeatChart title={`Heat of ${rivalry.title} over the weeks`} series={rivalry.series} />}</DrawLater>
      <Text weight="semibold">Segments</Text>
      {rivalry.segments.length === 0 ? (
        <Text className={styles.muted}>None yet. Book the next step to put them on a card.</Text>
      ) : (
        <ul className={styles.list} aria-label={`Segments of ${rivalry.title}`}>
          {rivalry.segments.map((s) => (
            <li key={s.segmentId}>
              <RouteLink to={`/production/${s.productionId}`}>{s.showName}, {formatShortDate(s.date)}</RouteLink>: {s.kind},{' '}
              {s.complete ? `${formatRating(s.rating)} stars${s.heatGain !== null ? `, heat +${s.heatGain}` : ''}` : 'booked'}
            </li>
          ))}
        </ul>
      )}
      <Text>
        <Text weight="semibold">Payoff: </Text>
        {payoffText(rivalry)}
      </Text>
      {booked && (
        <Text>
          Booked: {booked.kind} on{' '}
          <RouteLink id={`rivalry-${rivalry.id}-booked`} to={`/production/${booked.productionId}`}>{booked.showName}, {formatLongDate(booked.date)}</RouteLink>
          {booked.booked ? '.' : ' (already on that card).'}
        </Text>
      )}
      {rivalry.runBy ? (
        // Issue 18: a rival promotion's feud is theirs to book; the player only watches it.
        <Text className={styles.muted}>Run by {rivalry.runBy}: read-only.</Text>
      ) : (
      <div className={styles.actions}>
        <Button appearance="primary" disabled={actions.busy} onClick={actions.onBook}>Book the next step</Button>
        {rivalry.payoff?.date && <Button disabled={actions.busy} onClick={actions.onBookPayoff}>Book the payoff</Button>}
        <Button disabled={actions.busy} onClick={() => setDialog('payoff')}>Set payoff show</Button>
        <Button disabled={actions.busy} onClick={() => setDialog('end')}>End rivalry</Button>
      </div>
      )}
      {dialog === 'payoff' && (
        <PayoffDialog
          open
          rivalry={rivalry}
          shows={payoffShows}
          busy={actions.busy}
          onClose={() => setDialog(null)}
          onSave={(showId) => void actions.onPayoff(showId).then((ok) => ok && setDialog(null))}
        />
      )}
      <ConfirmDialog
        open={dialog === 'end'}
        title={`End ${rivalry.title}?`}
        confirmLabel="End rivalry"
        cancelLabel="Keep it"
        busy={actions.busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => void actions.onEnd().then(() => setDialog(null))}
      >
        It moves to the ended rivalries and its heat stops counting. Starting it again later begins from scratch.
      </ConfirmDialog>
    </SectionCard>
  );
}
