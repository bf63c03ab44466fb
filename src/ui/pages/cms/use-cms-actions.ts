import { useState } from 'react';
import { displayName, type CmsRecord } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

/** What the last action did, shown above the list; `openId` offers to open a record it made. */
export interface Notice {
  intent: 'success' | 'error';
  text: string;
  openId?: number;
}

export const recordTitle = (table: TableName, record: CmsRecord): string =>
  record.name ? `${table} #${record.id} · ${displayName(record)}` : `${table} #${record.id}`;

/** Duplicate, delete (after its dialog) and clear (after its dialog), each reporting a notice. */
export function useCmsActions(table: TableName, done: (notice: Notice) => void) {
  const { cms, analytics, logger } = useServices();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<CmsRecord | null>(null);
  const [clearing, setClearing] = useState(false);

  const run = async (action: string, work: () => Promise<Notice>) => {
    setBusy(true);
    try {
      done(await work());
      analytics.track('CMS', action, { label: table });
    } catch (cause) {
      logger.error(`CMS ${action} failed`, cause);
      done({ intent: 'error', text: messageOf(cause) });
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    deleting,
    clearing,
    duplicate: (record: CmsRecord) =>
      run('duplicate', async () => {
        const copy = await cms.duplicate(table, record.id);
        return { intent: 'success', text: `Copied ${recordTitle(table, record)} as #${copy.id}.`, openId: copy.id };
      }),
    askDelete: setDeleting,
    askClear: () => setClearing(true),
    cancel: () => {
      setDeleting(null);
      setClearing(false);
    },
    confirmDelete: async () => {
      const record = deleting;
      if (!record) return;
      await run('delete', async () => {
        await cms.delete(table, record.id);
        return { intent: 'success', text: `Deleted ${recordTitle(table, record)}.` };
      });
      setDeleting(null);
    },
    confirmClear: async () => {
      await run('clear', async () => {
        await cms.clear(table);
        return { intent: 'success', text: `Cleared the ${table} table.` };
      });
      setClearing(false);
    },
  };
}
