import { useMemo, useState } from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import { PeopleTeamAddRegular } from '@fluentui/react-icons';
import { previewProcessing, type DraftView } from '../../../application/draft';
import { formatMoney } from '../../../domain/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' },
  debt: { color: tokens.colorPaletteRedForeground1 },
});

export interface ProcessDraftsProps {
  view: DraftView;
  busy: boolean;
  onProcess: () => Promise<void>;
}

/** "Process drafts", after a summary of what each brand will pay and who will sign for it. */
export function ProcessDrafts({ view, busy, onProcess }: ProcessDraftsProps) {
  const tableWidths = useScrollTableWidths();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const preview = useMemo(() => previewProcessing(view), [view]);
  const signing = preview.brands.reduce((n, b) => n + b.signing.length, 0);
  const inDebt = preview.brands.filter((b) => b.after < 0);
  return (
    <>
      <Button appearance="primary" icon={<PeopleTeamAddRegular />} disabled={busy || signing === 0} onClick={() => setOpen(true)}>
        Process drafts
      </Button>
      <ConfirmDialog
        open={open}
        title={`Process ${signing === 1 ? 'the pending draft' : `${signing} pending drafts`}?`}
        confirmLabel="Sign and pay"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          void onProcess();
        }}
      >
        <div className={styles.content}>
          <Text as="p">
            Each wrestler signs for their brand, and the brand pays appearances × cost per appearance. This cannot be
            undone.
          </Text>
          <ScrollTable label="What each brand pays table">
            <DataTable label="What each brand pays" className={tableWidths.narrow} rows={preview.brands} rowKey={(b) => b.brandId}
              columns={[
                { header: 'Brand', cell: (b) => b.name },
                { header: 'Signs', cell: (b) => b.signing.join(', ') },
                { header: 'Pays', className: styles.figure, cell: (b) => formatMoney(b.charge) },
                { header: 'Balance after', className: (b) => mergeClasses(styles.figure, b.after < 0 && styles.debt), cell: (b) => formatMoney(b.after) },
              ]}
            />
          </ScrollTable>
          <Text as="p" weight="semibold">
            Total: {formatMoney(preview.total)}
          </Text>
          {inDebt.length > 0 && (
            <Text as="p" className={styles.debt}>
              {inDebt.map((b) => b.name).join(', ')} will be in debt afterwards.
            </Text>
          )}
          {preview.refused.length > 0 && (
            <Text as="p">
              {preview.refused.length === 1 ? '1 draft stays' : `${preview.refused.length} drafts stay`} pending, refused:{' '}
              {preview.refused.map((row) => row.refusal).join(' ')}
            </Text>
          )}
          {preview.skipped.length > 0 && (
            <Text as="p">
              {preview.skipped.length === 1 ? '1 draft names' : `${preview.skipped.length} drafts name`} a deleted wrestler
              or brand and will stay pending; remove {preview.skipped.length === 1 ? 'it' : 'them'}.
            </Text>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
