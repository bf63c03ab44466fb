import { useMemo, useState } from 'react';
import {
  Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
import { PeopleTeamAddRegular } from '@fluentui/react-icons';
import { previewProcessing, type DraftView } from '../../../application/draft';
import { formatMoney } from '../../../domain/format';
import { ConfirmDialog } from '../../components/ConfirmDialog';

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
            <Table className={tableWidths.narrow} size="small" aria-label="What each brand pays">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Brand</TableHeaderCell>
                  <TableHeaderCell>Signs</TableHeaderCell>
                  <TableHeaderCell>Pays</TableHeaderCell>
                  <TableHeaderCell>Balance after</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.brands.map((b) => (
                  <TableRow key={b.brandId}>
                    <TableCell>{b.name}</TableCell>
                    <TableCell>{b.signing.join(', ')}</TableCell>
                    <TableCell className={styles.figure}>{formatMoney(b.charge)}</TableCell>
                    <TableCell className={mergeClasses(styles.figure, b.after < 0 && styles.debt)}>
                      {formatMoney(b.after)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
          <Text as="p" weight="semibold">
            Total: {formatMoney(preview.total)}
          </Text>
          {inDebt.length > 0 && (
            <Text as="p" className={styles.debt}>
              {inDebt.map((b) => b.name).join(', ')} will be in debt afterwards.
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
