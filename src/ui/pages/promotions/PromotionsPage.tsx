import { Spinner, Text } from '@fluentui/react-components';
import { useScrollTableWidths } from '../../components/ScrollTable';
import type { PromotionSummary } from '../../../application/promotions';
import { formatMoney } from '../../../domain/format';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { DataTable } from '../../components/DataTable';

const runBy = (promotion: PromotionSummary): string => (promotion.player ? 'You' : promotion.rival ? 'Rival' : 'You (every promotion)');

/** `/promotions` (issue 18): every promotion of the world, yours and your rivals', with money, roster and nights won. */
export function PromotionsPage() {
  const tableWidths = useScrollTableWidths();
  const { promotions } = useServices();
  const { data, error } = useReadModel(() => promotions.list(), 'the promotions', 'promotions');
  const war = data?.some((p) => p.nightsWon !== null) ?? false;
  const rivals = data?.some((p) => p.rival) ?? false;
  return (
    <Page title="Promotions">
      {error && <Text role="alert">Could not read the promotions: {error}</Text>}
      {!data && !error && <Spinner label="Reading the promotions" />}
      {data && !rivals && (
        <Text as="p">
          You run every promotion: choose one in <RouteLink to="/settings">Settings</RouteLink> to face rivals.
        </Text>
      )}
      {data && (
        <DataTable scroll="Promotions table" label="Promotions" size="medium" className={tableWidths.medium} rows={data} rowKey={(promotion) => promotion.companyId}
          columns={[
            { header: 'Promotion', cell: (promotion) => <RouteLink to={`/promotions/${promotion.companyId}`}>{promotion.name}</RouteLink> },
            { header: 'Run by', cell: (promotion) => runBy(promotion) },
            { header: 'Brands', cell: (promotion) => promotion.brandNames.join(', ') },
            { header: 'Balance', cell: (promotion) => formatMoney(promotion.balance) },
            { header: 'Roster', cell: (promotion) => promotion.rosterSize },
            war && { header: 'Nights won', cell: (promotion) => promotion.nightsWon ?? 0 },
          ]}
        />
      )}
    </Page>
  );
}
