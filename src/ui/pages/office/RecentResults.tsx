import { Text } from '@fluentui/react-components';
import type { RecentResult } from '../../../application/office';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney } from '../../../domain/format';
import { OfficeList } from './OfficeList';
import { useOfficeStyles } from './office-styles';

/** The last completed productions: how much they made and how many watched. */
export function RecentResults({ results }: { results: RecentResult[] }) {
  const styles = useOfficeStyles();
  return (
    <OfficeList title="Recent results" items={results} itemKey={(result) => result.productionId}
      empty="No results yet. Book one of this week's shows and simulate it: its payout and viewers will show here."
    >
      {(result) => (
        <>
          <span className={styles.stack}>
            <Text weight="semibold">{result.name}</Text>
            <Text size={200} className={styles.muted}>
              {formatLongDate(result.date)} · {formatCompact(result.viewers)} viewers
            </Text>
          </span>
          <Text weight="semibold" className={styles.figure}>
            {formatMoney(result.payout)}
          </Text>
        </>
      )}
    </OfficeList>
  );
}
