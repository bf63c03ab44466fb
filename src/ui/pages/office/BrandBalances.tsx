import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import type { BrandBalance } from '../../../application/office';
import { formatMoney } from '../../../domain/format';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

/** The money each of the player's brands has in the bank. */
export function BrandBalances({ balances }: { balances: BrandBalance[] }) {
  const styles = useOfficeStyles();
  return (
    <SectionCard title="Brand balances">
      {balances.length === 0 ? (
        <Text className={styles.empty}>
          No brands yet. Start a new game from <RouteLink to="/setup">Welcome</RouteLink>, or{' '}
          <RouteLink to="/import/brands">import the starting brands</RouteLink>.
        </Text>
      ) : (
        <ul className={styles.list}>
          {balances.map((brand) => (
            <li key={brand.id} className={styles.row}>
              <Text>{brand.name}</Text>
              <Text weight="semibold" className={styles.figure}>
                {formatMoney(brand.balance)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
