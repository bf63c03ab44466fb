import { makeStyles } from '@fluentui/react-components';
import { DataTable } from '../../components/DataTable';
import { changeText, MODIFIERS, STAT_COLUMNS } from './modifier-text';
import type { LastModification } from './use-modifiers';

const useStyles = makeStyles({
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** Each wrestler's statistics before → after the last boost or penalty. */
export function StatChanges({ last }: { last: LastModification }) {
  const styles = useStyles();
  return (
    <DataTable scroll={`${MODIFIERS[last.modifier].verb}: before and after table`} label={`${MODIFIERS[last.modifier].verb}: before and after`} rows={last.changes} rowKey={(change) => change.id}
      columns={[
        { header: 'Wrestler', cell: (change) => change.name },
        ...STAT_COLUMNS.map((c) => ({ header: c.label, className: styles.figure, cell: (change: (typeof last.changes)[number]) => changeText(change, c.key, last.modifier) })),
      ]}
    />
  );
}
