import { Badge, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DialogInbox, DialogOutcome } from '../../../application/dialogs';
import { formatLongDate } from '../../../domain/dates';
import { DataTable } from '../../components/DataTable';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLink } from '../../components/WrestlerLink';
import { dialogPath, urgencyColour, urgencyText } from './dialog-text';
import { Outcome } from './Outcome';
import { useInbox } from './use-dialogs';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What the week holds, and when unanswered conversations end. */
function statusOf({ dialogs, waiting, date, expires }: DialogInbox): string {
  if (dialogs.length > 0) {
    const count = `${dialogs.length} ${dialogs.length === 1 ? 'conversation is' : 'conversations are'}`;
    return `${count} waiting in the week of ${formatLongDate(date)}, until ${formatLongDate(expires)}. Most pressing first.`;
  }
  return waiting > 0
    ? `You have heard everyone the week of ${formatLongDate(date)} has room for.`
    : `Nobody is waiting to see you in the week of ${formatLongDate(date)}.`;
}

/** `/dialog/inbox`: who wants a word this week, most pressing first, and what the last answer did. */
export function Inbox({ outcome }: { outcome?: DialogOutcome }) {
  const styles = useStyles();
  const { inbox, error } = useInbox();
  return (
    <>
      {outcome && <Outcome outcome={outcome} />}
      {error && <Text role="alert">Could not read the dialogs: {error}</Text>}
      {!inbox && !error && <Spinner label="Checking who is waiting backstage" />}
      {inbox && (
        <SectionCard title="Inbox">
          <Text role="status">{statusOf(inbox)}</Text>
          {inbox.waiting > 0 && (
            <Text as="p" className={styles.muted}>
              {inbox.waiting} more {inbox.waiting === 1 ? 'person would' : 'people would'} like a word; a week has room for the most
              pressing few. <RouteLink to="/backstage">Backstage</RouteLink> lists everyone's condition.
            </Text>
          )}
          {inbox.dialogs.length === 0 ? (
            inbox.waiting === 0 && (
              <Text as="p">
                People come to you when morale drops, injuries pile up, a contract nears its end or a brand runs out of money.
                Check the roster's condition on <RouteLink to="/backstage">Backstage</RouteLink>, or move the calendar on from{' '}
                <RouteLink to="/office">The office</RouteLink> and come back next week.
              </Text>
            )
          ) : (
            <DataTable scroll="Open dialogs table" label="Open dialogs" rows={inbox.dialogs} rowKey={(d) => d.key}
              columns={[
                {
                  header: 'Who',
                  cell: (d) => (
                    <div className={styles.stack}>
                      {/* Issue 35: who asks opens their page. */}
                      <Text weight="semibold">{d.speakerId !== undefined ? <WrestlerLink id={d.speakerId} name={d.who} /> : d.who}</Text>
                      <Text size={200} className={styles.muted}>{d.role}</Text>
                    </div>
                  ),
                },
                { header: 'About', cell: (d) => d.about },
                { header: 'Urgency', cell: (d) => <Badge appearance="tint" color={urgencyColour[d.urgency]}>{urgencyText[d.urgency]}</Badge> },
                { header: 'Conversation', cell: (d) => <RouteLink to={dialogPath(d.key)} label={`Talk to ${d.who}: ${d.about}`}>Talk</RouteLink> },
              ]}
            />
          )}
        </SectionCard>
      )}
    </>
  );
}
