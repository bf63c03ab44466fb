import { Text } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { formatMoney, formatStat } from '../../../domain/format';
import { WrestlerLink } from '../../components/WrestlerLink';
import { ChargesList, restText } from './TreatmentDialog';
import type { BackstageReport } from './use-backstage';

function Contracts({ report }: { report: Extract<BackstageReport, { kind: 'contracts' }> }) {
  if (report.expired.length === 0) {
    return <Text as="p">No contract has run out by {formatLongDate(report.date)}: nobody changed.</Text>;
  }
  const n = report.expired.length;
  return (
    <>
      <Text as="p">
        {n} {n === 1 ? 'contract has' : 'contracts have'} run out. {n === 1 ? 'This wrestler is' : 'These wrestlers are'} now
        free agents with no brand:
      </Text>
      <ul aria-label="Expired contracts">
        {report.expired.map((w) => (
          <li key={w.id}>
            <WrestlerLink id={w.id} name={w.name} />: ended {formatLongDate(w.contractExpires)}
            {w.brandNames.length > 0 && `, left ${w.brandNames.join(', ')}`}
          </li>
        ))}
      </ul>
    </>
  );
}

function Heal({ report }: { report: Extract<BackstageReport, { kind: 'heal' }> }) {
  const { treatment } = report;
  if (treatment.lines.length === 0) return <Text as="p">Nobody had any damage to heal.</Text>;
  const n = treatment.lines.length;
  return (
    <>
      <Text as="p">
        {n} {n === 1 ? 'wrestler' : 'wrestlers'} treated for {formatMoney(treatment.total)}:
      </Text>
      <ul aria-label="Damage healed">
        {treatment.lines.map((c) => (
          <li key={c.id}>
            <WrestlerLink id={c.id} name={c.name} />: damage {formatStat(c.before, 1)} → {formatStat(c.after, 1)}, {formatMoney(c.cost)} ({c.brandName}), {restText(c, treatment)}
          </li>
        ))}
      </ul>
      <ChargesList quote={treatment} label="Paid" paid />
    </>
  );
}

/** What the last backstage action changed (the page wraps it in a live region). */
export function LastAction({ report }: { report: BackstageReport }) {
  return (
    <SectionCard title="Last action">
      {report.kind === 'contracts' && <Contracts report={report} />}
      {report.kind === 'heal' && <Heal report={report} />}
      {report.kind === 'goal' && (
        <Text as="p">
          {report.goal ? `${report.name} now chases the ${report.goal}.` : `${report.name} has no goal any more.`}
        </Text>
      )}
    </SectionCard>
  );
}
