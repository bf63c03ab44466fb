import { useState } from 'react';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { InjuredChampion } from '../../../application/championships';
import { useReadModel } from '../../components/use-read-model';
import { injuryText } from '../../components/injury-text';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

const key = (c: InjuredChampion) => `${c.championshipId}:${c.wrestlerId}`;

/**
 * Issue 15: a champion out for more than four weeks. The player vacates the title (the existing
 * vacate use case) or keeps it, to be defended on the champion's return; a kept title is not asked
 * about again on this visit.
 */
export function InjuredChampions({ date }: { date: string }) {
  const styles = useStyles();
  const services = useServices();
  const model = useReadModel(() => services.championships.injuredChampions(), 'injured champions', date);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const shown = (model.data ?? []).filter((c) => !kept.has(key(c)));
  if (shown.length === 0 && !error) return null;

  const vacate = async (champion: InjuredChampion) => {
    try {
      setError(null);
      await services.championships.vacate(champion.championshipId);
      model.reload();
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  return (
    <section aria-label="Injured champions" className={styles.stack}>
      {error && <MessageBar intent="error"><MessageBarBody>Could not vacate the title: {error}</MessageBarBody></MessageBar>}
      {shown.map((champion) => (
        <MessageBar key={key(champion)} intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{champion.title}: the champion is out</MessageBarTitle>
            <WrestlerLink id={champion.wrestlerId} name={champion.name} /> is {lower(injuryText(champion) ?? 'out')} ({Math.ceil(champion.daysOut / 7)} weeks). Vacate the title, or
            keep it and defend it on their return.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void vacate(champion)} aria-label={`Vacate ${champion.title}`}>Vacate</Button>
            <Button appearance="subtle" onClick={() => setKept(new Set([...kept, key(champion)]))} aria-label={`Keep the title: ${champion.title} with ${champion.name}`}>
              Keep the title
            </Button>
          </MessageBarActions>
        </MessageBar>
      ))}
    </section>
  );
}

const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
