import { useEffect, useState } from 'react';
import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TableName } from '../../../domain/entities/tables';
import { ConfirmDialog } from '../../components/ConfirmDialog';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface ClearTableDialogProps {
  open: boolean;
  table: TableName;
  count: number | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Clearing a whole table is confirmed by typing its name, so a stray Enter cannot do it. */
export function ClearTableDialog({ open, table, count, busy, onCancel, onConfirm }: ClearTableDialogProps) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [open, table]);
  const records = count === null ? 'every record' : `all ${count} ${count === 1 ? 'record' : 'records'}`;
  return (
    <ConfirmDialog
      open={open}
      title={`Clear the ${table} table?`}
      confirmLabel="Clear table"
      canConfirm={typed === table}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <div className={styles.content}>
        <Text as="p">
          This deletes {records} of {table} and cannot be undone. Records of other tables that point at them keep their ids. Download a
          backup from Settings first if you may want them back.
        </Text>
        <Field label={`Type ${table} to confirm`}>
          <Input value={typed} autoComplete="off" onChange={(_, data) => setTyped(data.value)} />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
