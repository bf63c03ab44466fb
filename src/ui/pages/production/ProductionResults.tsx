import { useId } from 'react';
import { Card, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatCompact, formatMoney } from '../../../domain/format';
import { airtimeOutcome } from '../../../application/production';
import { CopyReportMenu } from '../report/CopyReportMenu';
import { AirtimeResult } from './AirtimeResult';
import { MoneyExplanation } from './MoneyExplanation';
import { NightEvents } from './NightEvents';
import type { ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  headline: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXXL },
  tile: { display: 'flex', flexDirection: 'column' },
  big: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalXXL },
  total: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalXS },
});

/** TV money is what the income holds besides tickets and merchandise (SPEC §9 "Finance"). */
export const incomeBreakdown = (p: ProductionView['production']) => ({
  ticket: p.attendanceIncome,
  merch: p.merchIncome,
  tv: p.income - p.attendanceIncome - p.merchIncome,
});

/** The outgoings' lines; living rules also charge the venue and staging (issue 15), shown when there are any. */
export function outgoingLines(p: ProductionView['production']): [string, number][] {
  const lines: [string, number][] = [['Wrestlers', p.wrestlersCost], ['Segments', p.segmentsCost], ['Production', p.cost]];
  const rest = Math.round((p.outgoings - p.wrestlersCost - p.segmentsCost - p.cost) * 100) / 100;
  return rest > 0 ? [...lines, ['Venue and staging', rest]] : lines;
}

/** One column of money: named lines, then their total under a rule. */
function Ledger({ title, lines, total }: { title: string; lines: [string, number][]; total: [string, number] }) {
  const styles = useProductionStyles();
  const own = useStyles();
  const titleId = useId();
  return (
    <div className={styles.stack}>
      <Text id={titleId} weight="semibold">{title}</Text>
      <dl className={styles.facts} aria-labelledby={titleId}>
        {lines.map(([name, amount]) => (
          <Line key={name} name={name} amount={amount} />
        ))}
        <dt className={own.total}>{total[0]}</dt>
        <dd className={own.total}><Text weight="semibold">{formatMoney(total[1])}</Text></dd>
      </dl>
    </div>
  );
}

function Line({ name, amount }: { name: string; amount: number }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{formatMoney(amount)}</dd>
    </>
  );
}

/** The simulated show's audience and money: viewers, attendance, income, outgoings and payouts. */
/** `headingId`: the page's own id for the heading, which it focuses after Simulate. */
export function ProductionResults({ view, headingId: givenId }: { view: ProductionView; headingId?: string }) {
  const styles = useProductionStyles();
  const own = useStyles();
  const ownId = useId();
  const headingId = givenId ?? ownId;
  const { production, brands } = view;
  const income = incomeBreakdown(production);
  const tile = (label: string, value: string, title?: string) => (
    <div className={own.tile}>
      <Text className={styles.muted}>{label}</Text>
      <Text className={own.big} title={title}>{value}</Text>
    </div>
  );
  return (
    <Card role="region" aria-labelledby={headingId} className={styles.stack}>
      {/* Focus lands here after Simulate (tabIndex -1: by script only). */}
      <div className={own.heading}>
        <Subtitle2 as="h2" id={headingId} tabIndex={-1}>Results</Subtitle2>
        <CopyReportMenu productionId={production.id} />
      </div>
      <div className={own.headline}>
        {tile('Viewers', formatCompact(production.viewers), production.viewers.toLocaleString('en-US'))}
        {tile('Attendance', production.attendance.toLocaleString('en-US'))}
        {tile('Payout', formatMoney(production.payout))}
      </div>
      <AirtimeResult outcome={airtimeOutcome(view.show, view.segments.map((s) => s.segment))} />
      <NightEvents productionId={production.id} />
      <div className={own.columns}>
        <Ledger title="Income" lines={[['Tickets', income.ticket], ['Merchandise', income.merch], ['TV', income.tv]]} total={['Total income', production.income]} />
        <Ledger
          title="Outgoings"
          lines={outgoingLines(production)}
          total={['Total outgoings', production.outgoings]}
        />
        <Ledger title="Payout per brand" lines={brands.map((brand) => [brand.name, production.singlePayout])} total={['Total payout', production.payout]} />
      </div>
      <MoneyExplanation finance={production.finance} />
    </Card>
  );
}
