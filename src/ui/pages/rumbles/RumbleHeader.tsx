import { Subtitle1 } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { formatDuration } from '../../../domain/format';
import { genderLabel } from '../../components/division-labels';
import { StatusBadge } from './StatusBadge';
import type { RumbleView } from './rumble-view';
import { useRumbleStyles } from './rumble-styles';

/** The rumble's name (the h2 under the page's h1) and its facts, duration as h:m:s. */
export function RumbleHeader({ view }: { view: RumbleView }) {
  const styles = useRumbleStyles();
  const { rumble, championship, brandNames } = view;
  return (
    <>
      <div className={styles.row}>
        <Subtitle1 as="h2">{rumble.name}</Subtitle1>
        <StatusBadge rumble={rumble} />
      </div>
      <dl className={styles.facts} aria-label="Rumble details">
        <dt>Date</dt>
        <dd>{rumble.date ? formatLongDate(rumble.date) : 'No date'}</dd>
        <dt>Championship</dt>
        <dd>{championship ? championship.name : rumble.championshipId === null ? 'None' : `Championship #${rumble.championshipId} (deleted)`}</dd>
        <dt>Division</dt>
        <dd>{genderLabel(rumble.gender)}</dd>
        <dt>Brands</dt>
        <dd>{brandNames.length > 0 ? brandNames.join(', ') : 'Every brand'}</dd>
        <dt>Entrants</dt>
        <dd>{rumble.entryIds.length}</dd>
        <dt>Duration</dt>
        <dd>
          <time dateTime={`PT${rumble.duration}S`}>{formatDuration(rumble.duration)}</time>
        </dd>
      </dl>
    </>
  );
}
