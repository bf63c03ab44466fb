import {
  Badge, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import type { DialogOutcome } from '../../../application/dialogs';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { dialogPath, urgencyColour, urgencyText } from './dialog-text';
import { Outcome } from './Outcome';
import { useInbox } from './use-dialogs';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  stack: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
});

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
          <Text role="status">
            {inbox.dialogs.length === 0
              ? `Nobody is waiting to see you in the week of ${formatLongDate(inbox.date)}.`
              : `${inbox.dialogs.length} ${inbox.dialogs.length === 1 ? 'conversation is' : 'conversations are'} waiting in the week of ${formatLongDate(inbox.date)}. Most pressing first.`}
          </Text>
          {inbox.dialogs.length === 0 ? (
            <Text as="p">
              People come to you when morale drops, injuries pile up, a contract nears its end or a brand runs out of money.
              Check the roster's condition on <RouteLink to="/backstage">Backstage</RouteLink>, or move the calendar on from{' '}
              <RouteLink to="/office">The office</RouteLink> and come back next week.
            </Text>
          ) : (
            <div className={styles.scroll}>
              <Table size="small" aria-label="Open dialogs">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Who</TableHeaderCell>
                    <TableHeaderCell>About</TableHeaderCell>
                    <TableHeaderCell>Urgency</TableHeaderCell>
                    <TableHeaderCell>Conversation</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {inbox.dialogs.map((d) => (
                    <TableRow key={d.key}>
                      <TableCell>
                        <div className={styles.stack}>
                          <Text weight="semibold">{d.who}</Text>
                          <Text size={200} className={styles.muted}>{d.role}</Text>
                        </div>
                      </TableCell>
                      <TableCell>{d.about}</TableCell>
                      <TableCell>
                        <Badge appearance="tint" color={urgencyColour[d.urgency]}>{urgencyText[d.urgency]}</Badge>
                      </TableCell>
                      <TableCell>
                        <RouteLink to={dialogPath(d.key)} label={`Talk to ${d.who}: ${d.about}`}>Talk</RouteLink>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </SectionCard>
      )}
    </>
  );
}
