import { Badge, Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { BrandRow } from '../../../application/brands';
import { formatShortDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { ledgerOf } from '../../../domain/rules/ledger';
import { BrandLedger } from './BrandLedger';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  band: {
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium,
  },
  name: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, minWidth: 0 },
  money: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  ledger: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  gain: { color: tokens.colorPaletteGreenForeground1, fontVariantNumeric: 'tabular-nums' },
  loss: { color: tokens.colorPaletteRedForeground1, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One brand: its colours as a band, money, director, roster and the titles it shares in. */
export function BrandCard({ brand, onEdit }: { brand: BrandRow; onEdit: () => void }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} role="article" aria-label={brand.name}>
      <div className={styles.band} style={{ color: brand.color, backgroundColor: brand.backgroundColor }}>
        <h2 className={styles.name}>{brand.name}</h2>
        {brand.inGame && <Badge appearance="filled" color="brand">In your game</Badge>}
      </div>
      {brand.desc && <Text className={styles.muted}>{brand.desc}</Text>}
      <dl className={styles.facts}>
        <dt className={styles.term}>Balance</dt>
        <dd className={styles.value}><span className={styles.money}>{formatMoney(brand.balance)}</span></dd>
        <dt className={styles.term}>Director</dt>
        <dd className={styles.value}>{brand.director?.name ?? <span className={styles.muted}>None</span>}</dd>
        <dt className={styles.term}>Roster</dt>
        <dd className={styles.value}>{brand.rosterSize === 1 ? '1 wrestler' : `${brand.rosterSize} wrestlers`}</dd>
        <dt className={styles.term}>Champions</dt>
        <dd className={styles.value}>
          {brand.champions.length === 0 ? (
            <span className={styles.muted}>No titles</span>
          ) : (
            <ul className={styles.list} aria-label={`Champions of ${brand.name}`}>
              {brand.champions.map((c) => (
                <li key={c.championshipId}>
                  {c.title}: <Text weight="semibold">{c.holders.length > 0 ? c.holders.join(' & ') : 'Vacant'}</Text>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt className={styles.term}>Ledger</dt>
        <dd className={styles.value}>
          {brand.ledger.length === 0 ? (
            <span className={styles.muted}>No money moved yet</span>
          ) : (
            <ul className={styles.ledger} aria-label={`Ledger of ${brand.name}`}>
              {brand.ledger.map((entry, i) => (
                <li key={`${entry.date}-${i}`}>
                  {formatShortDate(entry.date)}:{' '}
                  <span className={entry.amount < 0 ? styles.loss : styles.gain}>{entry.amount < 0 ? '−' : '+'}{formatMoney(Math.abs(entry.amount))}</span>
                  {' '}{entry.label}.{entry.reason ? ` ${entry.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <div className={styles.footer}>
        <BrandLedger brand={brand.name} ledger={ledgerOf(brand.record)} years={brand.years} />
        <Button icon={<EditRegular />} onClick={onEdit} aria-label={`Edit ${brand.name}`}>
          Edit
        </Button>
      </div>
    </Card>
  );
}
