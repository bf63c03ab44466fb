import { useId } from 'react';
import { Card, Subtitle2, Text } from '@fluentui/react-components';
import { formatCompact, formatMoney } from '../../../domain/format';
import type { ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';

/** TV money is what the income holds besides tickets and merchandise (SPEC §9 "Finance"). */
export const incomeBreakdown = (p: ProductionView['production']) => ({
  ticket: p.attendanceIncome,
  merch: p.merchIncome,
  tv: p.income - p.attendanceIncome - p.merchIncome,
});

/** The simulated show's audience and money: viewers, attendance, income, outgoings and payouts. */
export function ProductionResults({ view }: { view: ProductionView }) {
  const styles = useProductionStyles();
  const { production, brands } = view;
  const income = incomeBreakdown(production);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={styles.stack}>
      <Subtitle2 as="h2" id={headingId}>Results</Subtitle2>
      <dl className={styles.facts}>
        <dt>Viewers</dt>
        <dd title={production.viewers.toLocaleString('en-US')}>{formatCompact(production.viewers)}</dd>
        <dt>Attendance</dt>
        <dd>{production.attendance.toLocaleString('en-US')}</dd>
      </dl>
      <div className={styles.row}>
        <dl className={styles.facts} aria-label="Income">
          <dt>Tickets</dt>
          <dd>{formatMoney(income.ticket)}</dd>
          <dt>Merchandise</dt>
          <dd>{formatMoney(income.merch)}</dd>
          <dt>TV</dt>
          <dd>{formatMoney(income.tv)}</dd>
          <dt>Income</dt>
          <dd><Text weight="semibold">{formatMoney(production.income)}</Text></dd>
        </dl>
        <dl className={styles.facts} aria-label="Outgoings">
          <dt>Wrestlers</dt>
          <dd>{formatMoney(production.wrestlersCost)}</dd>
          <dt>Segments</dt>
          <dd>{formatMoney(production.segmentsCost)}</dd>
          <dt>Production</dt>
          <dd>{formatMoney(production.cost)}</dd>
          <dt>Outgoings</dt>
          <dd><Text weight="semibold">{formatMoney(production.outgoings)}</Text></dd>
        </dl>
        <dl className={styles.facts} aria-label="Payout">
          <dt>Payout</dt>
          <dd><Text weight="semibold">{formatMoney(production.payout)}</Text></dd>
          {brands.map((brand) => (
            <BrandShare key={brand.id} name={brand.name} amount={production.singlePayout} />
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** One brand's share of the payout (SPEC §9: split equally). */
function BrandShare({ name, amount }: { name: string; amount: number }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{formatMoney(amount)}</dd>
    </>
  );
}
