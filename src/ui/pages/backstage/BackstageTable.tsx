import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HeartPulseRegular } from '@fluentui/react-icons';
import type { BackstageRow, BackstageView } from '../../../application/roster';
import { BACKSTAGE_LIMITS } from '../../../application/roster/backstage-warnings';
import { formatStat } from '../../../domain/format';
import { contractText, expiryText } from './backstage-format';
import { GoalMenu } from './GoalMenu';
import { InjuryBadge } from '../../components/InjuryBadge';
import { DataTable } from '../../components/DataTable';
import { WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  table: { minWidth: '980px' },
  figure: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' },
  alarm: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  stack: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export interface BackstageTableProps {
  rows: readonly BackstageRow[];
  championships: BackstageView['championships'];
  busy: boolean;
  onHeal: (row: BackstageRow) => void;
  onSetGoal: (row: BackstageRow, championshipId: number) => void;
  onClearGoals: (row: BackstageRow) => void;
}

/** One line per wrestler: warnings, condition, contract, goal, and the actions that help. */
export function BackstageTable({ rows, championships, busy, onHeal, onSetGoal, onClearGoals }: BackstageTableProps) {
  const styles = useStyles();
  const stat = (header: string, value: (row: BackstageRow) => number, alarm: (row: BackstageRow) => boolean, decimals = 0) => ({
    header,
    headerProps: { className: styles.figure },
    className: styles.figure,
    cell: (row: BackstageRow) => <span className={alarm(row) ? styles.alarm : undefined}>{formatStat(value(row), decimals)}</span>,
  });
  return (
    <DataTable scroll="Roster condition table" label="Roster condition" className={styles.table} rows={rows} rowKey={(row) => row.id}
      columns={[
        {
          header: 'Wrestler',
          cell: (row) => (
            <div className={styles.stack}>
              <Text weight="semibold"><WrestlerLink id={row.id} name={row.name} /></Text>
              <InjuryBadge wrestler={row} />
              <Text size={200} className={styles.muted}>{row.brandNames.join(', ') || 'No brand'}</Text>
            </div>
          ),
        },
        {
          header: 'Warnings',
          cell: (row) => (
            <div className={styles.badges}>
              {row.warnings.length === 0 && <Text className={styles.muted}>None</Text>}
              {row.warnings.map((w) => (
                <Badge key={w.kind} appearance="tint" color={w.severity === 'critical' ? 'danger' : 'warning'}>
                  {w.label}
                </Badge>
              ))}
            </div>
          ),
        },
        stat('Morale', (row) => row.morale, (row) => row.morale <= BACKSTAGE_LIMITS.lowMorale),
        stat('Damage', (row) => row.damage, (row) => row.damage >= BACKSTAGE_LIMITS.highDamage, 1),
        stat('Stamina', (row) => row.stamina, (row) => row.stamina <= BACKSTAGE_LIMITS.lowStamina),
        {
          header: 'Contract',
          cell: (row) => (
            <div className={styles.stack}>
              <Text>{contractText(row)}</Text>
              <Text size={200} className={styles.muted}>{expiryText(row)}</Text>
            </div>
          ),
        },
        { header: 'Goal', cell: (row) => (row.goal ? row.goal.name : <Text className={styles.muted}>None</Text>) },
        {
          header: 'Actions',
          cell: (row) => (
            <div className={styles.actions}>
              <Button size="small" icon={<HeartPulseRegular />} disabled={busy || row.damage <= 0} aria-label={`Heal ${row.name}`} onClick={() => onHeal(row)}>
                Heal
              </Button>
              <GoalMenu row={row} championships={championships} disabled={busy} onSet={(id) => onSetGoal(row, id)} onClear={() => onClearGoals(row)} />
            </div>
          ),
        },
      ]}
    />
  );
}
