import { useCallback, useEffect, useId, useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { isEditOnly, type CmsRecord } from '../../../application/cms';
import { isTableName, type TableName } from '../../../domain/entities/tables';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { useGame } from '../../game/game-context';
import { ClearTableDialog } from './ClearTableDialog';
import { CmsMessage } from './CmsMessage';
import { CmsToolbar } from './CmsToolbar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RecordEditor } from './RecordEditor';
import { RecordsSection } from './RecordsSection';
import { recordTitle, useCmsActions, type Notice } from './use-cms-actions';
import { useCmsTables } from './use-cms-data';
import type { EditorTarget } from './use-record-editor';
import { guardFocus } from '../../components/focus';

const DEFAULT_TABLE: TableName = 'Wrestler';
const SEARCH_PAUSE_MS = 250;

const tableOf = (param: string | null): TableName => (param && isTableName(param) ? param : DEFAULT_TABLE);
const targetOf = (param: string | null): EditorTarget | null =>
  param === 'new' ? 'new' : param && /^\d+$/.test(param) ? Number(param) : null;

/** `/dashboard`: every table of the save, its records listed, searched, edited, copied and removed. */
export function DashboardPage() {
  // The table and the open record live in the URL, so Back returns from a form to the list.
  const [params, setParams] = useSearchParams();
  const table = tableOf(params.get('table'));
  const target = targetOf(params.get('record'));
  const editOnly = isEditOnly(table);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { updateGame } = useGame();
  const tables = useCmsTables(version);
  const recordsHeadingId = useId();

  const done = useCallback((next: Notice) => {
    setNotice(next);
    setVersion((v) => v + 1);
  }, []);
  const actions = useCmsActions(table, done);
  const open = (record: EditorTarget) => setParams({ table, record: String(record) });
  const close = () => setParams({ table });

  const chooseTable = (next: TableName) => {
    setParams({ table: next });
    setPage(1);
    setTyped('');
    setSearch('');
    setNotice(null);
  };
  const saved = (record: CmsRecord, created: boolean) => {
    done({ intent: 'success', text: `${created ? 'Created' : 'Saved'} ${recordTitle(table, record)}.` });
    // The shell keeps the Game record in memory (colour mode, tutorials): have it read the edit.
    if (table === 'Game') void updateGame({});
    close();
  };
  // The list follows the search box once typing pauses, not at every keystroke.
  useEffect(() => {
    const wait = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(wait);
  }, [typed]);
  const count = tables.data?.find((summary) => summary.table === table)?.count ?? null;

  return (
    <Page title="CMS">
      <PageSections>
        {tables.error && (
          <CmsMessage intent="error" role="alert">Could not read the tables: {tables.error}</CmsMessage>
        )}
        <CmsToolbar
          table={table}
          tables={tables.data}
          search={typed}
          editOnly={editOnly}
          editing={target !== null}
          onTable={chooseTable}
          onSearch={setTyped}
          onOpen={open}
          onNew={() => open('new')}
          onClear={actions.askClear}
        />
        {editOnly && <Text as="p">Game holds the one game record: it can be edited, never created, copied, deleted or cleared.</Text>}
        <div role="status">
          {notice && (
            <CmsMessage
              intent={notice.intent}
              action={
                notice.openId !== undefined && target === null ? (
                  <Button size="small" onClick={() => open(notice.openId as number)}>
                    Edit the copy
                  </Button>
                ) : undefined
              }
            >
              {notice.text}
            </CmsMessage>
          )}
        </div>
        {target !== null ? (
          <RecordEditor key={`${table}:${target}`} table={table} target={target} onSaved={saved} onClose={close} />
        ) : (
          <RecordsSection
            // A new table starts from its own spinner, never from the last table's rows under new columns.
            key={table}
            table={table}
            page={page}
            search={search}
            version={version}
            editOnly={editOnly}
            busy={actions.busy}
            onPage={setPage}
            onEdit={(record) => open(record.id)}
            onDuplicate={(record) => void actions.duplicate(record)}
            onDelete={actions.askDelete}
            headingId={recordsHeadingId}
          />
        )}
        <ConfirmDialog
          open={actions.deleting !== null}
          title={actions.deleting ? `Delete ${recordTitle(table, actions.deleting)}?` : 'Delete?'}
          confirmLabel="Delete"
          busy={actions.busy}
          onCancel={actions.cancel}
          onConfirm={() => {
            // The dialog hands focus back to the row's Delete button, which the re-read list then drops.
            guardFocus(() => document.getElementById(recordsHeadingId));
            void actions.confirmDelete();
          }}
        >
          This cannot be undone. Records of other tables that point at it keep its id.
        </ConfirmDialog>
        <ClearTableDialog
          open={actions.clearing}
          table={table}
          count={count}
          busy={actions.busy}
          onCancel={actions.cancel}
          onConfirm={() => void actions.confirmClear()}
        />
      </PageSections>
    </Page>
  );
}
