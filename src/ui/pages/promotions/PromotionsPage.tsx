import { Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import type { PromotionSummary } from '../../../application/promotions';
import { formatMoney } from '../../../domain/format';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

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
        <ScrollTable label="Promotions table">
          <Table className={tableWidths.medium} aria-label="Promotions">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Promotion</TableHeaderCell>
                <TableHeaderCell>Run by</TableHeaderCell>
                <TableHeaderCell>Brands</TableHeaderCell>
                <TableHeaderCell>Balance</TableHeaderCell>
                <TableHeaderCell>Roster</TableHeaderCell>
                {war && <TableHeaderCell>Nights won</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((promotion) => (
                <TableRow key={promotion.companyId}>
                  <TableCell>
                    <RouteLink to={`/promotions/${promotion.companyId}`}>{promotion.name}</RouteLink>
                  </TableCell>
                  <TableCell>{runBy(promotion)}</TableCell>
                  <TableCell>{promotion.brandNames.join(', ')}</TableCell>
                  <TableCell>{formatMoney(promotion.balance)}</TableCell>
                  <TableCell>{promotion.rosterSize}</TableCell>
                  {war && <TableCell>{promotion.nightsWon ?? 0}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Page>
  );
}
