import { useMemo, useState } from 'react';
import { Text } from '@fluentui/react-components';
import { ALL, MEASURE_LABELS, RANK_MEASURES, rankWrestlers, type RankMeasure, type RankingFilter } from '../../../application/rankings';
import { ChipSelector } from '../../components/ChipSelector';
import { Page } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { SectionCard } from '../../components/SectionCard';
import { useServices } from '../../services-context';
import { ChoiceField } from './ChoiceField';
import { RankingFilters } from './RankingFilters';
import { RankingsNav } from './RankingsNav';
import { RankingTable } from './RankingTable';
import { NoMatch, RosterLoad } from './RosterLoad';
import { usePaged } from './use-paged';
import { useRankingRoster } from './use-ranking-roster';

const MEASURE_OPTIONS = RANK_MEASURES.map((value) => ({ value, label: MEASURE_LABELS[value] }));

/** `/rank/wrestlers`: the active roster ranked by one measure, filtered by brand and gender. */
export function RankWrestlersPage() {
  const { roster, error } = useRankingRoster();
  const { analytics } = useServices();
  const [measure, setMeasure] = useState<RankMeasure>('points');
  const [filter, setFilter] = useState<RankingFilter>(ALL);
  const ranked = useMemo(() => rankWrestlers(roster?.wrestlers ?? [], measure, filter), [roster, measure, filter]);
  const paged = usePaged(ranked, `${measure}:${filter.brandId}:${filter.gender}`);

  const chooseMeasure = (next: RankMeasure | null) => {
    if (!next || next === measure) return;
    setMeasure(next);
    analytics.track('RankWrestlers', 'sort', { label: next });
  };

  return (
    <Page title="Rank wrestlers">
      <RankingsNav />
      <RosterLoad roster={roster} error={error}>
        {({ brands }) => (
          <SectionCard title="Ranking">
            <ChoiceField label="Rank by">
              <ChipSelector label="Rank by" options={MEASURE_OPTIONS} value={measure} onChoose={chooseMeasure} size="medium" />
            </ChoiceField>
            <RankingFilters brands={brands} filter={filter} onChange={setFilter} />
            <Text role="status">
              {ranked.length} {ranked.length === 1 ? 'wrestler' : 'wrestlers'} ranked by {MEASURE_LABELS[measure]}
              {ranked.length > paged.rows.length && `, ${paged.first + 1}–${paged.first + paged.rows.length} shown`}
            </Text>
            {ranked.length === 0 ? <NoMatch /> : <RankingTable rows={paged.rows} measure={measure} />}
            <Pagination count={paged.pageCount} page={paged.page} onChange={paged.setPage} />
          </SectionCard>
        )}
      </RosterLoad>
    </Page>
  );
}
