import type { LineChartPoints } from '@fluentui/react-charts';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
    ...typographyStyles.caption1,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
});

/**
 * A chart's lines, each name beside its colour, all of them (eight at most), wrapping. Issue 19: in
 * place of the chart library's legend, which measured every entry on each render to fold the ones
 * that did not fit behind "more".
 */
export function ChartLegend({ label, lines }: { label: string; lines: readonly LineChartPoints[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-label={label}>
      {lines.map((line) => (
        <li key={line.legend} className={styles.item}>
          <span className={styles.swatch} style={{ backgroundColor: line.color }} aria-hidden />
          {line.legend}
        </li>
      ))}
    </ul>
  );
}
