import { useEffect } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import type { TableName } from '../../../domain/entities/tables';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { CmsMessage } from './CmsMessage';
import { RecordList, type RecordActions } from './RecordList';
import { CMS_PAGE_SIZE, useRecordPage } from './use-cms-data';

interface RecordsSectionProps extends RecordActions {
  table: TableName;
  page: number;
  search: string;
  version: number;
  editOnly: boolean;
  busy: boolean;
  /** The section heading's id: focus goes there when a deleted row takes its Delete button with it. */
  headingId?: string;
  onPage(page: number): void;
}

/** The table's records a page at a time, with what to do when there are none. */
export function RecordsSection({ table, page, search, version, editOnly, busy, headingId, onPage, ...actions }: RecordsSectionProps) {
  const { data, error, loading } = useRecordPage(table, page, search, version);
  const pages = data ? Math.max(1, Math.ceil(data.total / CMS_PAGE_SIZE)) : 1;
  // A delete that empties the last page steps back to the one before.
  useEffect(() => {
    if (data && !loading && page > pages) onPage(pages);
  }, [data, loading, page, pages, onPage]);

  const first = (page - 1) * CMS_PAGE_SIZE + 1;
  return (
    <SectionCard title={`${table} records`} headingId={headingId}>
      {error && (
        <CmsMessage intent="error" role="alert">Could not read the records: {error}</CmsMessage>
      )}
      {!data && !error && <Spinner label="Reading the records" />}
      {data && data.total === 0 && search.trim() === '' && (
        <Text as="p">
          No {table} records yet.{' '}
          {editOnly ? (
            'The game record is made when the game first loads.'
          ) : (
            <>
              Press New record to add one, or <RouteLink to="/setup">start a new game</RouteLink> to load the seed.
            </>
          )}
        </Text>
      )}
      {data && data.total === 0 && search.trim() !== '' && (
        <Text as="p">No {table} record has “{search.trim()}” in its name or as its id. Try part of a name.</Text>
      )}
      {data && data.rows.length > 0 && (
        <div aria-busy={loading}>
          <Text as="p">
            {first}–{first + data.rows.length - 1} of {data.total}
            {search.trim() !== '' ? ` matching “${search.trim()}”` : ''}
          </Text>
          <RecordList table={table} page={data} editOnly={editOnly} busy={busy} {...actions} />
        </div>
      )}
      <Pagination count={pages} page={page} onChange={onPage} />
    </SectionCard>
  );
}
