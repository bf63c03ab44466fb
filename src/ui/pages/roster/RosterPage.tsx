import { useEffect, useMemo, useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import type { RosterRow } from '../../../application/office';
import { Page } from '../../components/Page';
import { useServices } from '../../services-context';
import { useChangesElsewhere } from '../../components/use-changes-elsewhere';
import { RosterFilters } from './RosterFilters';
import { RosterList } from './RosterList';
import { filterRoster, initialRosterFilter } from './roster-filter';

/** `/roster`: everyone on the player's brands, filterable by name and gender. */
export function RosterPage() {
  const { office, logger } = useServices();
  const [rows, setRows] = useState<RosterRow[] | null>(null);
  const [round, setRound] = useState(0);
  // Another tab's write (issue 14) reads the roster again; the list stays on screen meanwhile.
  useChangesElsewhere(() => setRound((n) => n + 1));
  const [filter, setFilter] = useState(initialRosterFilter);
  const shown = useMemo(() => filterRoster(rows ?? [], filter), [rows, filter]);

  useEffect(() => {
    let live = true;
    office.roster().then(
      (list) => live && setRows(list),
      (error: unknown) => logger.error('Could not read the roster', error),
    );
    return () => {
      live = false;
    };
  }, [office, logger, round]);

  return (
    <Page title="Roster">
      <RosterFilters filter={filter} onChange={setFilter} />
      {!rows && <Spinner label="Reading the roster" />}
      {rows && (
        <Text role="status">
          {shown.length} of {rows.length} {rows.length === 1 ? 'person' : 'people'} shown
          {rows.length === 0 && ' — start a new game from the setup screen to fill your roster'}
        </Text>
      )}
      {rows && shown.length > 0 && <RosterList rows={shown} />}
    </Page>
  );
}
