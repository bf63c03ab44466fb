import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TitleStanding } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { holderNames } from './championship-labels';
import { WrestlerLinks } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

interface TitleHoldersProps {
  standing: TitleStanding;
  /** The game date: the open reign ends on it. */
  date: string;
  /** Called after the title has been vacated, to read the page again. */
  onVacated: () => void;
}

/**
 * One title's current holders and "Vacate title". Offered whenever the title has holders (a booker
 * may vacate for a storyline too), and urged when a holder can no longer defend it; always confirmed.
 */
export function TitleHolders({ standing, date, onVacated }: TitleHoldersProps) {
  const styles = useStyles();
  const { championships, logger } = useServices();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const holders = holderNames(standing.holders);

  const vacate = async () => {
    setBusy(true);
    try {
      await championships.vacate(standing.id);
      setError(null);
      setAsking(false);
      onVacated();
    } catch (cause) {
      logger.error('Could not vacate the title', cause);
      setError(messageOf(cause));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Current holders" className={styles.section}>
      <Text as="p">
        {standing.holders.length > 0 ? (
          <>
            {/* Issue 35: each holder's name opens their page. */}
            {standing.name} is held by <WrestlerLinks people={standing.holders} />.
          </>
        ) : standing.vacated ? (
          // Issue 36: a title given up says when and why.
          `${standing.name} is vacant: vacated on ${formatLongDate(standing.vacated.date)}. ${standing.vacated.reason}.`
        ) : (
          `${standing.name} is vacant.`
        )}
      </Text>
      {standing.unable.length > 0 && (
        // A fixed layout: the auto one measures itself with a ResizeObserver, which jsdom lacks.
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {standing.unable.map((h) => `${h.name} ${h.why}`).join('; ')}: {standing.unable.length === 1 ? 'this holder' : 'these holders'} can no
            longer defend it. Vacate the title so that it can be won again.
          </MessageBarBody>
        </MessageBar>
      )}
      {error && <Text role="alert">Could not vacate the title: {error}</Text>}
      {standing.holders.length > 0 && (
        <Button appearance={standing.unable.length > 0 ? 'primary' : 'secondary'} disabled={busy} onClick={() => setAsking(true)}>
          Vacate title
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`Vacate ${standing.name}?`}
        confirmLabel="Vacate title"
        cancelLabel="Keep the holders"
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void vacate()}
      >
        <Text as="p">
          {holders} {standing.holders.length === 1 ? 'loses' : 'lose'} the title: the reign ends on {formatLongDate(date)}. The next
          winner of a match for it starts a new reign.
        </Text>
      </ConfirmDialog>
    </section>
  );
}
