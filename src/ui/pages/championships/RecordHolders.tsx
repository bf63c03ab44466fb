import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { HolderTotal } from '../../../application/championships';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLink } from '../../components/WrestlerLink';
import { formatDays } from './championship-labels';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  figure: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function Leaders({ title, totals, figure, empty }: { title: string; totals: readonly HolderTotal[]; figure: (t: HolderTotal) => string; empty: string }) {
  const styles = useStyles();
  return (
    <SectionCard title={title}>
      {totals.length === 0 ? (
        <Text className={styles.muted}>{empty}</Text>
      ) : (
        <ol className={styles.list}>
          {totals.map((total) => (
            <li key={total.id}>
              <span className={styles.item}>
                <Text weight="semibold"><WrestlerLink id={total.id} name={total.name} /></Text>
                <span className={styles.figure}>{figure(total)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

const reignsText = (n: number) => (n === 1 ? '1 reign' : `${n} reigns`);

/** The holders with the most days and the most defenses among the reigns shown (all pages). */
export function RecordHolders({ mostDays, mostDefenses }: { mostDays: readonly HolderTotal[]; mostDefenses: readonly HolderTotal[] }) {
  return (
    <div className={useStyles().grid}>
      <Leaders title="Most days as champion" totals={mostDays} figure={(t) => `${formatDays(t.days)} · ${reignsText(t.reigns)}`} empty="No reign has lasted a day yet." />
      <Leaders title="Most defenses" totals={mostDefenses} figure={(t) => `${t.defenses} · ${reignsText(t.reigns)}`} empty="No title has been defended yet." />
    </div>
  );
}
