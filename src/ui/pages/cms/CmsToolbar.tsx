import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteDismissRegular, SearchRegular } from '@fluentui/react-icons';
import type { TableSummary } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { OpenById } from './OpenById';
import { TablePicker } from './TablePicker';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  picker: { minWidth: '16rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface CmsToolbarProps {
  table: TableName;
  tables: readonly TableSummary[] | null;
  search: string;
  editOnly: boolean;
  /** True while the editor is open: the list's own controls step aside. */
  editing: boolean;
  onTable(table: TableName): void;
  onSearch(search: string): void;
  onOpen(id: number): void;
  onNew(): void;
  onClear(): void;
}

/** Which table, which records, and the table-wide actions (new record, clear table). */
export function CmsToolbar(props: CmsToolbarProps) {
  const { table, tables, search, editOnly, editing, onTable, onSearch, onOpen, onNew, onClear } = props;
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <TablePicker className={styles.picker} value={table} tables={tables} onChange={onTable} />
      {!editing && (
        <>
          <Field label="Search by name">
            <Input type="search" contentBefore={<SearchRegular />} value={search} onChange={(_, data) => onSearch(data.value)} />
          </Field>
          <OpenById onOpen={onOpen} />
          <div className={styles.actions}>
            <Button appearance="primary" icon={<AddRegular />} disabled={editOnly} onClick={onNew}>
              New record
            </Button>
            <Button icon={<DeleteDismissRegular />} disabled={editOnly} onClick={onClear}>
              Clear table
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
