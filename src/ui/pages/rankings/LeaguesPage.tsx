import { useMemo, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { LEAGUE_POINTS, leagueTable, type RankingFilter, type RankingRoster } from '../../../application/rankings';
import { Page } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { SectionCard } from '../../components/SectionCard';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { LeagueTable } from './LeagueTable';
import { RankingFilters } from './RankingFilters';
import { RankingsNav } from './RankingsNav';
import { NoMatch, RosterLoad } from './RosterLoad';
import { usePaged } from './use-paged';
import { useRankingRoster } from './use-ranking-roster';

const GENDER_NAMES = { MALE: "Men's", FEMALE: "Women's" } as const;

/** `/leagues`: league tables from every wrestler's wins, draws and losses, per brand and gender. */
export function LeaguesPage() {
  const { roster, error } = useRankingRoster();
  return (
    <Page title="Leagues">
      <RankingsNav />
      <RosterLoad roster={roster} error={error}>
        {(loaded) => <Leagues roster={loaded} />}
      </RosterLoad>
    </Page>
  );
}

function Leagues({ roster }: { roster: RankingRoster }) {
  const { analytics } = useServices();
  // The game's own gender first: a women's promotion opens on the women's league.
  const { game } = useGame();
  const [filter, setFilter] = useState<RankingFilter>({ brandId: null, gender: game.gender === 'FEMALE' ? 'FEMALE' : 'MALE' });
  const rows = useMemo(() => leagueTable(roster.wrestlers, filter), [roster, filter]);
  const paged = usePaged(rows, `${filter.brandId}:${filter.gender}`);
  const brandName = roster.brands.find((b) => b.id === filter.brandId)?.name ?? 'All brands';
  const title = `${brandName}: ${GENDER_NAMES[filter.gender ?? 'MALE']} league`;

  const change = (next: RankingFilter) => {
    setFilter(next);
    analytics.track('Leagues', 'filter', { label: `${next.brandId ?? 'all'}:${next.gender}` });
  };

  return (
    <>
      <RankingFilters brands={roster.brands} filter={filter} onChange={change} allGenders={false} />
      <SectionCard title={title}>
        <Text role="status">
          {rows.length} {rows.length === 1 ? 'wrestler' : 'wrestlers'} in this league
          {rows.length > paged.rows.length && `, places ${paged.first + 1}–${paged.first + paged.rows.length} shown`}
        </Text>
        {rows.length === 0 ? <NoMatch /> : <LeagueTable label={title} rows={paged.rows} />}
        <Pagination count={paged.pageCount} page={paged.page} onChange={paged.setPage} />
        <Text size={200}>
          A win scores {LEAGUE_POINTS.win} league points, a draw {LEAGUE_POINTS.draw}, a loss {LEAGUE_POINTS.loss}. Level wrestlers
          are split by wins; those level on both share a place.
        </Text>
      </SectionCard>
    </>
  );
}
