import { Text } from '@fluentui/react-components';
import type { RecentResult } from '../../../application/office';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney } from '../../../domain/format';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

/** The last completed productions: how much they made and how many watched. */
export function RecentResults({ results }: { results: RecentResult[] }) {
  const styles = useOfficeStyles();
  return (
    <SectionCard title="Recent results">
      {results.length === 0 ? (
        <Text className={styles.empty}>
          No results yet. Book one of this week's shows and simulate it: its payout and viewers will show here.
        </Text>
      ) : (
        <ul className={styles.list}>
          {results.map((result) => (
            <li key={result.productionId} className={styles.row}>
              <span className={styles.stack}>
                <Text weight="semibold">{result.name}</Text>
                <Text size={200} className={styles.muted}>
                  {formatLongDate(result.date)} · {formatCompact(result.viewers)} viewers
                </Text>
              </span>
              <Text weight="semibold" className={styles.figure}>
                {formatMoney(result.payout)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
