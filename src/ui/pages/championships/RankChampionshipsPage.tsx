import { useMemo, useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { RankingsNav } from '../rankings/RankingsNav';
import { useServices } from '../../services-context';
import { ChampionshipFilters } from './ChampionshipFilters';
import { ChampionshipTable } from './ChampionshipTable';
import { filterChampionships, initialChampionshipFilter, type ChampionshipFilter } from './championship-filter';
import { useReadModel } from '../../components/use-read-model';

/** `/rank/championships`: every title by prestige (SPEC §9 rank), with who holds it and for how long. */
export function RankChampionshipsPage() {
  const { championships, analytics } = useServices();
  const { data, error } = useReadModel(() => championships.ranking(), 'the championships', 'ranking');
  const [filter, setFilter] = useState(initialChampionshipFilter);
  const gameBrandIds = useMemo(() => (data?.brands ?? []).filter((b) => b.inGame).map((b) => b.id), [data]);
  const shown = useMemo(() => filterChampionships(data?.championships ?? [], filter, gameBrandIds), [data, filter, gameBrandIds]);

  const change = (next: ChampionshipFilter) => {
    analytics.track('RankChampionships', 'filter', { label: `${next.brand ?? 'all'}/${next.gender ?? 'any'}` });
    setFilter(next);
  };

  return (
    <Page title="Rank championships">
      <RankingsNav />
      {error && <Text role="alert">Could not read the championships: {error}</Text>}
      {!data && !error && <Spinner label="Reading the championships" />}
      {data && data.championships.length === 0 && (
        <Text as="p">
          No championships yet. <RouteLink to="/import/championships">Import the starting championships</RouteLink> or{' '}
          <RouteLink to="/setup">set up a new game</RouteLink>.
        </Text>
      )}
      {data && data.championships.length > 0 && (
        <>
          <ChampionshipFilters brands={data.brands} filter={filter} onChange={change} />
          <Text role="status">
            {shown.length} of {data.championships.length} championships shown · lower rank is more prestigious ·{' '}
            <RouteLink to="/reigns">every reign</RouteLink>
          </Text>
          {shown.length > 0 ? (
            <ChampionshipTable rows={shown} />
          ) : (
            <Text as="p">No championship matches these filters. Choose All brands or Any gender to see more.</Text>
          )}
        </>
      )}
    </Page>
  );
}
