import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { changeText, MODIFIERS, STAT_COLUMNS } from './modifier-text';
import type { LastModification } from './use-modifiers';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Each wrestler's statistics before → after the last boost or penalty. */
export function StatChanges({ last }: { last: LastModification }) {
  const styles = useStyles();
  return (
    <ScrollTable label={`${MODIFIERS[last.modifier].verb}: before and after table`}>
      <Table size="small" aria-label={`${MODIFIERS[last.modifier].verb}: before and after`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            {STAT_COLUMNS.map((c) => (
              <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {last.changes.map((change) => (
            <TableRow key={change.id}>
              <TableCell>{change.name}</TableCell>
              {STAT_COLUMNS.map((c) => (
                <TableCell key={c.key} className={styles.figure}>
                  {changeText(change, c.key, last.modifier)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
