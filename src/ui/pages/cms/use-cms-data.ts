import { useEffect, useState } from 'react';
import type { CmsService, RecordPage, TableSummary } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export const CMS_PAGE_SIZE = 20;

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  /** True until the answer for the current question arrives (the previous data stays meanwhile). */
  loading: boolean;
}

/** Runs `read` whenever `key` changes; an answer to an older key is dropped. */
function useRead<T>(read: (cms: CmsService) => Promise<T>, what: string, key: string): Loaded<T> {
  const { cms, logger } = useServices();
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure (no service) becomes the error state.
    (async () => read(cms))().then(
      (data) => live && setState({ key, data, error: null }),
      (cause: unknown) => {
        logger.error(`Could not read ${what}`, cause);
        if (live) setState({ key, data: null, error: messageOf(cause) });
      },
    );
    return () => {
      live = false;
    };
    // `key` names everything `read` depends on, so `read` itself is not a dependency.
  }, [cms, logger, key]);
  return { data: state.data, error: state.error, loading: state.key !== key };
}

/** Every table with its record count; `version` changes after each write. */
export const useCmsTables = (version: number): Loaded<TableSummary[]> =>
  useRead((cms) => cms.tables(), 'the tables', String(version));

/** One page (1-based) of a table's records, optionally searched by name. */
export const useRecordPage = (table: TableName, page: number, search: string, version: number): Loaded<RecordPage> =>
  useRead(
    (cms) => cms.list(table, { offset: (page - 1) * CMS_PAGE_SIZE, limit: CMS_PAGE_SIZE, search }),
    'the records',
    JSON.stringify([table, page, search, version]),
  );
