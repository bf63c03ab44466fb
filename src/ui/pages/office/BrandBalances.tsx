import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import type { BrandBalance } from '../../../application/office';
import { formatMoney } from '../../../domain/format';
import { SPENDING_SHARE } from '../../../domain/rules/living/overheads';
import { OfficeList } from './OfficeList';
import { useOfficeStyles } from './office-styles';

/** Issue 15 (living rules): what the brand pays at the end of the week, and its red-balance warning. */
function WeeklyCostsLine({ brand, weekly }: { brand: string; weekly: NonNullable<BrandBalance['weekly']> }) {
  return (
    <>
      <Text as="p" size={200} aria-label={`${brand} weekly costs`}>
        Each week: {formatMoney(weekly.total)} (retainers {formatMoney(weekly.retainers)}, office {formatMoney(weekly.office)}, spending {formatMoney(weekly.spending)}{weekly.spending > 0 ? ` (${SPENDING_SHARE * 100}% of the balance)` : ''}{weekly.difficulty ? `, difficulty ${weekly.difficulty > 0 ? '+' : '−'}${formatMoney(Math.abs(weekly.difficulty))}` : ''}{weekly.support > 0 ? `, the owner covers ${formatMoney(weekly.support)}` : ''}). Each charge is in the brand's ledger (Brands), and Help, Finances, explains it.
      </Text>
      {weekly.warning && (
        <Text as="p" size={200}>
          {weekly.warning}
        </Text>
      )}
    </>
  );
}

/** The money each of the player's brands has in the bank. */
export function BrandBalances({ balances }: { balances: BrandBalance[] }) {
  const styles = useOfficeStyles();
  return (
    <OfficeList title="Brand balances" items={balances} bare itemKey={(brand) => brand.id}
      empty={
        <>
          No brands yet. Start a new game from <RouteLink to="/setup">Welcome</RouteLink>, or{' '}
          <RouteLink to="/import/brands">import the starting brands</RouteLink>.
        </>
      }
    >
      {(brand) => (
        <>
          <div className={styles.row}>
            <Text>{brand.name}</Text>
            <Text weight="semibold" className={styles.figure}>
              {formatMoney(brand.balance)}
            </Text>
          </div>
          {brand.weekly && <WeeklyCostsLine brand={brand.name} weekly={brand.weekly} />}
        </>
      )}
    </OfficeList>
  );
}
