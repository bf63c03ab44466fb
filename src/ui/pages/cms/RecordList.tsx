import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { describeFields, displayName, KEY_FIELDS, type CmsRecord, type RecordPage } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { cellText } from './cell-text';
import { ScrollTable } from '../../components/ScrollTable';

const useStyles = makeStyles({
  // Room for every key field; a phone scrolls the table sideways instead of cutting each to "T…".
  table: { minWidth: '40rem' },
  id: { fontVariantNumeric: 'tabular-nums', width: '5rem' },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '16rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
  actionsHeader: { width: '8.5rem' },
});

export interface RecordActions {
  onEdit(record: CmsRecord): void;
  onDuplicate(record: CmsRecord): void;
  onDelete(record: CmsRecord): void;
}

interface RecordListProps extends RecordActions {
  table: TableName;
  page: RecordPage;
  /** Game: edit only. */
  editOnly: boolean;
  busy: boolean;
}

/** One page of records: id, name and the table's key fields, with edit, duplicate and delete per row. */
export function RecordList({ table, page, editOnly, busy, onEdit, onDuplicate, onDelete }: RecordListProps) {
  const styles = useStyles();
  const fields = describeFields(table);
  const keys = KEY_FIELDS[table].map((key) => fields.find((field) => field.key === key)).filter((field) => field !== undefined);
  return (
    <ScrollTable label={`${table} records table`}>
      <Table aria-label={`${table} records`} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.id}>Id</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            {keys.map((field) => (
              <TableHeaderCell key={field.key}>{field.label}</TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.actionsHeader}>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.map((record) => {
            const name = displayName(record);
            return (
              <TableRow key={record.id}>
                <TableCell className={styles.id}>{record.id}</TableCell>
                <TableCell className={styles.cell}>{name}</TableCell>
                {keys.map((field) => (
                  <TableCell key={field.key} className={styles.cell}>
                    {cellText(field, record[field.key], page.names)}
                  </TableCell>
                ))}
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${name}`} title="Edit" onClick={() => onEdit(record)} />
                    {!editOnly && (
                      <>
                        <Button size="small" appearance="subtle" icon={<CopyRegular />} aria-label={`Duplicate ${name}`} title="Duplicate" disabled={busy} onClick={() => onDuplicate(record)} />
                        <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${name}`} title="Delete" disabled={busy} onClick={() => onDelete(record)} />
                      </>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
