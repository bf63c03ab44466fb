import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { NightEvent } from '../../../domain/report/night-events';
import { useReadModel } from '../../components/use-read-model';
import { TextWithWrestlerLinks } from '../../components/WrestlerLink';
import { useServices } from '../../services-context';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** Issue 35: the night's title changes, debuts, turns and rivalry steps, as a list (none: nothing shown), each name a link to the wrestler's page. */
export function NightEventsList({ events }: { events: readonly NightEvent[] }) {
  const styles = useStyles();
  const titleId = useId();
  if (events.length === 0) return null;
  return (
    <div>
      <Text id={titleId} weight="semibold">The night</Text>
      <ul className={styles.list} aria-labelledby={titleId}>
        {events.map((event, i) => (
          <li key={i}>
            <Text weight={event.kind === 'title' ? 'semibold' : 'regular'}>
              <TextWithWrestlerLinks text={event.text} people={event.people ?? []} />
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The results card's list of the night's events, read from the show's report. */
export function NightEvents({ productionId }: { productionId: number }) {
  const services = useServices();
  const { data } = useReadModel(() => services.production.report(productionId), 'the show report', String(productionId));
  return <NightEventsList events={data?.report.events ?? []} />;
}
