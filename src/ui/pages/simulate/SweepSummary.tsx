import { Badge, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { EmptyProductionsSummary } from '../../../application/calendar';
import { formatCompact, formatMoneyCompact } from '../../../domain/format';
import type { Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import { RouteLink } from '../../components/RouteLink';
import type { Sweep } from './use-empty-productions';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  count: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  number: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** What the sweep did, counted, with a link to every production it worked on. */
export function SweepSummary({ sweep, summary, productions }: { sweep: Sweep; summary: EmptyProductionsSummary; productions: Stored<Production>[] }) {
  const styles = useStyles();
  const counts: [string, number][] = [
    ['Created', summary.created],
    ['Randomised', summary.randomised],
    ...(sweep === 'simulate' ? ([['Completed', summary.completions.completed ?? 0]] as [string, number][]) : []),
    // Issue 33: living cards the booker found nobody for are not run.
    ...(summary.completions.unfilled ? ([['Not run (nobody to book)', summary.completions.unfilled]] as [string, number][]) : []),
    ['Skipped', summary.skipped],
    ['Failed', summary.failed + (summary.completions.failed ?? 0)],
  ];
  return (
    <section className={styles.root} aria-label="Summary">
      <Title3 as="h2">{summary.total === 0 ? 'Nothing to do' : 'Done'}</Title3>
      {summary.total === 0 && <Text>Every show of the window is already booked or complete.</Text>}
      {summary.notSaved && <Text role="alert">Nothing was saved: {summary.notSaved}</Text>}
      <dl className={styles.counts}>
        {counts.map(([label, value]) => (
          <div key={label} className={styles.count}>
            <dt>{label}</dt>
            <dd className={styles.number}>{value}</dd>
          </div>
        ))}
      </dl>
      {productions.length > 0 && (
        <ul className={styles.list} aria-label="Productions worked on">
          {productions.map((production) => (
            <li key={production.id}>
              <RouteLink to={`/production/${production.id}`}>{production.name}</RouteLink>{' '}
              {production.complete && (
                <Text size={200}>
                  {formatCompact(production.viewers)} viewers · payout {formatMoneyCompact(production.payout)}{' '}
                </Text>
              )}
              <Badge appearance="tint" color={production.complete ? 'success' : 'warning'}>
                {production.complete ? 'Complete' : 'Ready to simulate'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
