import { Field, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { ChampionshipSelect } from '../../components/ChampionshipSelect';
import { Page } from '../../components/Page';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { useServices } from '../../services-context';
import { RecordHolders } from './RecordHolders';
import { ReignTable } from './ReignTable';
import { TitleHolders } from './TitleHolders';
import { pageCount, readChampionshipParam, readPageParam, reignsQuery, REIGNS_PER_PAGE } from './reign-params';
import { useReadModel } from '../../components/use-read-model';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  select: { minWidth: '280px' },
});

/** `/reigns`: every title reign, newest first; `?championship=<id>` shows one title's, `?page=` pages. */
export function ReignsPage() {
  const styles = useStyles();
  const { championships } = useServices();
  const [params, setParams] = useSearchParams();
  const wanted = readChampionshipParam(params);
  const { data, error, reload } = useReadModel(() => championships.reigns({ championshipId: wanted }), 'the reigns', String(wanted));
  const pages = pageCount(data?.reigns.length ?? 0);
  const page = readPageParam(params, pages);
  const shown = data?.reigns.slice((page - 1) * REIGNS_PER_PAGE, page * REIGNS_PER_PAGE) ?? [];
  const choose = (championshipId: number | null) => setParams(reignsQuery(championshipId));

  return (
    <Page title="Reigns">
      {error && <Text role="alert">Could not read the reigns: {error}</Text>}
      {!data && !error && <Spinner label="Reading the reigns" />}
      {data && data.championships.length === 0 && (
        <Text as="p">
          No championships, so no reigns yet. <RouteLink to="/import/championships">Import the starting championships</RouteLink> or{' '}
          <RouteLink to="/setup">set up a new game</RouteLink>.
        </Text>
      )}
      {data && data.championships.length > 0 && (
        <>
          <div className={styles.bar}>
            <Field label="Championship" className={styles.select}>
              <ChampionshipSelect value={data.championshipId} none="All championships" championships={data.championships} onChange={choose} />
            </Field>
            <RouteLink to="/rank/championships">Championships by rank</RouteLink>
          </div>
          {data.standing && <TitleHolders standing={data.standing} date={data.date} onVacated={reload} />}
          {wanted !== null && data.championshipId === null && (
            <Text role="alert">That championship is not in this game any more: showing every reign.</Text>
          )}
          <Text role="status">
            {data.reigns.length === 0
              ? 'No reigns yet. Titles change hands in championship matches and rumbles.'
              : `${data.reigns.length} ${data.reigns.length === 1 ? 'reign' : 'reigns'}, newest first${pages > 1 ? ` · page ${page} of ${pages}` : ''}`}
          </Text>
          {shown.length > 0 && <ReignTable rows={shown} linkTitles={data.championshipId === null} />}
          <Pagination count={pages} page={page} onChange={(next) => setParams(reignsQuery(data.championshipId, next))} />
          {data.reigns.length > 0 && <RecordHolders mostDays={data.mostDays} mostDefenses={data.mostDefenses} />}
        </>
      )}
    </Page>
  );
}
