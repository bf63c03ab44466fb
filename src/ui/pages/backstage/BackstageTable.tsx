import {
  Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { HeartPulseRegular } from '@fluentui/react-icons';
import type { BackstageRow, BackstageView } from '../../../application/roster';
import { BACKSTAGE_LIMITS } from '../../../application/roster/backstage-warnings';
import { contractText, expiryText, statText } from './backstage-format';
import { GoalMenu } from './GoalMenu';
import { InjuryBadge } from '../../components/InjuryBadge';
import { ScrollTable } from '../../components/ScrollTable';

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
  const stat = (value: number, alarm: boolean) => (
    <TableCell className={styles.figure}>
      <span className={alarm ? styles.alarm : undefined}>{statText(value)}</span>
    </TableCell>
  );
  return (
    <ScrollTable label="Roster condition table">
      <Table size="small" aria-label="Roster condition" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Warnings</TableHeaderCell>
            <TableHeaderCell className={styles.figure}>Morale</TableHeaderCell>
            <TableHeaderCell className={styles.figure}>Damage</TableHeaderCell>
            <TableHeaderCell className={styles.figure}>Stamina</TableHeaderCell>
            <TableHeaderCell>Contract</TableHeaderCell>
            <TableHeaderCell>Goal</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <div className={styles.stack}>
                  <Text weight="semibold">{row.name}</Text>
                  <InjuryBadge wrestler={row} />
                  <Text size={200} className={styles.muted}>{row.brandNames.join(', ') || 'No brand'}</Text>
                </div>
              </TableCell>
              <TableCell>
                <div className={styles.badges}>
                  {row.warnings.length === 0 && <Text className={styles.muted}>None</Text>}
                  {row.warnings.map((w) => (
                    <Badge key={w.kind} appearance="tint" color={w.severity === 'critical' ? 'danger' : 'warning'}>
                      {w.label}
                    </Badge>
                  ))}
                </div>
              </TableCell>
              {stat(row.morale, row.morale <= BACKSTAGE_LIMITS.lowMorale)}
              {stat(row.damage, row.damage >= BACKSTAGE_LIMITS.highDamage)}
              {stat(row.stamina, row.stamina <= BACKSTAGE_LIMITS.lowStamina)}
              <TableCell>
                <div className={styles.stack}>
                  <Text>{contractText(row)}</Text>
                  <Text size={200} className={styles.muted}>{expiryText(row)}</Text>
                </div>
              </TableCell>
              <TableCell>{row.goal ? row.goal.name : <Text className={styles.muted}>None</Text>}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    icon={<HeartPulseRegular />}
                    disabled={busy || row.damage <= 0}
                    aria-label={`Heal ${row.name}`}
                    onClick={() => onHeal(row)}
                  >
                    Heal
                  </Button>
                  <GoalMenu
                    row={row}
                    championships={championships}
                    disabled={busy}
                    onSet={(id) => onSetGoal(row, id)}
                    onClear={() => onClearGoals(row)}
                  />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
