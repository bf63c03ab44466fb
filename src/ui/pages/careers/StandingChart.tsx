import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CareerAppearance } from '../../../application/careers';
import { formatStat } from '../../../domain/format';

const W = 560;
const H = 180;
const PAD = 28;

const useStyles = makeStyles({
  chart: { width: '100%', maxWidth: `${W}px`, height: 'auto', display: 'block' },
  axis: { stroke: tokens.colorNeutralStroke1, strokeWidth: 1 },
  zero: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1, strokeDasharray: '4 4' },
  popularity: { fill: 'none', stroke: tokens.colorPaletteBlueForeground2, strokeWidth: 2 },
  momentum: { fill: 'none', stroke: tokens.colorPaletteDarkOrangeForeground2, strokeWidth: 2, strokeDasharray: '6 3' },
  label: { fill: tokens.colorNeutralForeground3, fontSize: '11px' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  swatchPopularity: { color: tokens.colorPaletteBlueForeground2, fontWeight: tokens.fontWeightSemibold },
  swatchMomentum: { color: tokens.colorPaletteDarkOrangeForeground2, fontWeight: tokens.fontWeightSemibold },
});

/** The points of a series: oldest on the left; `low`..`high` mapped to the chart's height. */
function path(values: readonly number[], low: number, high: number): string {
  const step = values.length > 1 ? (W - 2 * PAD) / (values.length - 1) : 0;
  return values
    .map((v, i) => `${(PAD + i * step).toFixed(1)},${(H - PAD - ((v - low) / (high - low)) * (H - 2 * PAD)).toFixed(1)}`)
    .join(' ');
}

/**
 * Issue 35: popularity (0–100) and momentum (-100..100, drawn on the same height: -100 at the
 * bottom, 0 in the middle) after each recent segment that kept a note (living rules).
 */
export function StandingChart({ name, rows }: { name: string; rows: readonly CareerAppearance[] }) {
  const styles = useStyles();
  const points = rows.filter((r) => r.standing).slice().reverse();
  if (points.length < 2) {
    return (
      <Text as="p">
        The chart of {name}’s popularity and momentum fills in as they appear on shows played under living rules.
      </Text>
    );
  }
  const popularity = points.map((r) => r.standing!.popularity);
  const momentum = points.map((r) => r.standing!.momentum);
  const first = points[0];
  const last = points[points.length - 1];
  const summary = `${name}: popularity from ${formatStat(popularity[0])} to ${formatStat(popularity.at(-1)!)}, momentum from ${Math.round(momentum[0])} to ${Math.round(momentum.at(-1)!)}, over ${points.length} segments from ${first.date} to ${last.date}`;
  return (
    <figure style={{ margin: 0 }}>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Popularity and momentum over time. ${summary}`}>
        <line className={styles.axis} x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} />
        <line className={styles.axis} x1={PAD} y1={PAD} x2={PAD} y2={H - PAD} />
        <line className={styles.zero} x1={PAD} y1={H / 2} x2={W - PAD} y2={H / 2} />
        <text className={styles.label} x={2} y={PAD + 4}>100</text>
        <text className={styles.label} x={2} y={H - PAD + 4}>0</text>
        <text className={styles.label} x={PAD} y={H - 8}>{first.date}</text>
        <text className={styles.label} x={W - PAD} y={H - 8} textAnchor="end">{last.date}</text>
        <polyline className={styles.popularity} points={path(popularity, 0, 100)} />
        <polyline className={styles.momentum} points={path(momentum, -100, 100)} />
      </svg>
      <figcaption className={styles.legend}>
        <Text className={styles.swatchPopularity}>━ Popularity (0–100)</Text>
        <Text className={styles.swatchMomentum}>╍ Momentum (−100 at the bottom, 0 in the middle, 100 at the top)</Text>
      </figcaption>
    </figure>
  );
}
