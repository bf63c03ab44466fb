import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { DraftProcessResult } from '../../../application/draft';
import { formatMoney } from '../../../domain/format';
import { SectionCard } from '../../components/SectionCard';
import { CONTRACT_LABELS } from './contract-labels';

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  debt: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What the last "Process drafts" did: who signed for whom, and each paying brand's new balance. */
export function ProcessResult({ result, onDismiss }: { result: DraftProcessResult; onDismiss: () => void }) {
  const styles = useStyles();
  const dismiss = (
    <Button appearance="subtle" icon={<DismissRegular />} aria-label="Dismiss the draft results" onClick={onDismiss} />
  );
  return (
    <SectionCard title="Drafts processed" action={dismiss}>
      {result.signed.length === 0 ? (
        <Text className={styles.muted}>No draft could be processed.</Text>
      ) : (
        <div className={styles.columns}>
          <div>
            <Text weight="semibold">Signed</Text>
            <ul className={styles.list} aria-label="Signed wrestlers">
              {result.signed.map((row) => (
                <li key={row.id}>
                  {row.wrestlerName} signed with {row.brandName} for {row.amountOfAppearances} appearances ({CONTRACT_LABELS[row.contractType].toLowerCase()}),{' '}
                  <span className={styles.figure}>{formatMoney(row.total)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <Text weight="semibold">New balances</Text>
            <ul className={styles.list} aria-label="New brand balances">
              {result.balances.map((b) => (
                <li key={b.brandId}>
                  {b.name}: <span className={styles.figure}>{formatMoney(b.before)}</span> →{' '}
                  <span className={b.after < 0 ? styles.debt : styles.figure}>{formatMoney(b.after)}</span>{' '}
                  <span className={styles.muted}>(paid {formatMoney(b.before - b.after)})</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {result.refused && result.refused.length > 0 && (
        <Text role="alert">
          Refused, still pending: {result.refused.map((row) => row.refusal).join(' ')} Remove {result.refused.length === 1 ? 'it' : 'them'} from the pending list.
        </Text>
      )}
      {result.skipped.length > 0 && (
        <Text>
          {result.skipped.length === 1 ? '1 draft stays' : `${result.skipped.length} drafts stay`} pending: its wrestler or
          brand was deleted. Remove it from the pending list.
        </Text>
      )}
    </SectionCard>
  );
}
