import { makeStyles, tokens } from '@fluentui/react-components';
import { CoinMultipleRegular } from '@fluentui/react-icons';
import { formatMoney } from '../../domain/format';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorPaletteGoldForeground2, fontSize: '1.2em' },
});

/** SPEC §2: 'Cost' and the amount in US dollars, with a coin icon. */
export function CostLabel({ amount }: { amount: number }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <CoinMultipleRegular className={styles.icon} />
      <span>Cost {formatMoney(amount)}</span>
    </span>
  );
}
