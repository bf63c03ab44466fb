import type { HTMLAttributes, Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, type TableHeaderCellProps } from '@fluentui/react-components';
import { ScrollTable } from './ScrollTable';

/** One column of a DataTable: its header and, for each row, its cell. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The body cell's class (tabular figures, a result's colour): fixed, or by row. */
  className?: string | ((row: T) => string | undefined);
  /** The header cell's width, e.g. '7em'. */
  width?: string;
  /** More of the header cell: its class, an accessible name, `aria-sort`. */
  headerProps?: Partial<TableHeaderCellProps>;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  /** Columns in order; `false` (or nothing) leaves one out (e.g. a column only played segments have). */
  columns: readonly (Column<T> | false | null | undefined)[];
  rowKey: (row: T, index: number) => Key;
  /** Extra attributes of a body row (e.g. `aria-current` on the one selected). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  size?: 'extra-small' | 'small' | 'medium';
  className?: string;
  /** Shown before the header row (a `<caption>`). */
  caption?: ReactNode;
  /** Wraps the table in a ScrollTable region of this name (a wide table scrolls inside its card). */
  scroll?: string;
}

/**
 * Issue 32: the table the screens repeated (a header row of names, then a row per item with a cell
 * per column; a cell may hold links and buttons), written once. Tables with sorting or row
 * selection build their own from Fluent's parts.
 */
export function DataTable<T>({ label, rows, columns, rowKey, rowProps, size = 'small', className, caption, scroll }: DataTableProps<T>) {
  const shown = columns.filter((column): column is Column<T> => Boolean(column));
  const table = (
    <Table size={size} aria-label={label} className={className}>
      {caption}
      <TableHeader>
        <TableRow>
          {shown.map((column, i) => (
            <TableHeaderCell key={i} style={column.width ? { width: column.width } : undefined} {...column.headerProps}>
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)} {...rowProps?.(row)}>
            {shown.map((column, i) => (
              <TableCell key={i} className={typeof column.className === 'function' ? column.className(row) : column.className}>
                {column.cell(row, index)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return scroll ? <ScrollTable label={scroll}>{table}</ScrollTable> : table;
}
