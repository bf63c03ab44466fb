import { Field, Select } from '@fluentui/react-components';
import type { TableSummary } from '../../../application/cms';
import { TABLE_NAMES, type TableName } from '../../../domain/entities/tables';

interface TablePickerProps {
  value: TableName;
  /** Counts, once read; the tables are listed by name before that. */
  tables: readonly TableSummary[] | null;
  onChange(table: TableName): void;
  className?: string;
}

const countText = (summary: TableSummary | undefined): string =>
  summary === undefined ? '' : ` · ${summary.count} ${summary.count === 1 ? 'record' : 'records'}${summary.editOnly ? ' (edit only)' : ''}`;

/** Which of the sixteen tables the CMS shows, each with how many records it holds. */
export function TablePicker({ value, tables, onChange, className }: TablePickerProps) {
  return (
    <Field label="Table" className={className}>
      <Select value={value} onChange={(_, data) => onChange(data.value as TableName)}>
        {[...TABLE_NAMES].sort().map((table) => (
          <option key={table} value={table}>
            {table}
            {countText(tables?.find((summary) => summary.table === table))}
          </option>
        ))}
      </Select>
    </Field>
  );
}
