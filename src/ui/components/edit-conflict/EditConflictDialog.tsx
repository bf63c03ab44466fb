import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import type { FieldConflict } from '../../../domain/records/edit-conflict';
import { conflictValueText, fieldLabel } from './conflict-text';

const plainText = (_field: string, value: unknown) => conflictValueText(value);

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  yours: { fontWeight: tokens.fontWeightSemibold },
  now: { color: tokens.colorPaletteDarkOrangeForeground2 },
});

interface EditConflictDialogProps {
  /** What was edited, e.g. "Wrestler #140 · Ace" or "North". */
  subject: string;
  fields: readonly FieldConflict[];
  /** Field keys the player changed. */
  changed: readonly string[];
  busy: boolean;
  labelOf?: (field: string) => string;
  /** A value as the player reads it elsewhere (money as money…); plain text by default. */
  textOf?: (field: string, value: unknown) => string;
  onReload(): void;
  onOverwrite(): void;
  /** What the two actions do, when "fields you changed" does not fit (a conversation's answer). */
  explanation?: string;
  /** Escape: back to the editor with the edit kept and nothing saved. */
  onDismiss(): void;
}

/**
 * Issue 14: a save refused because the record changed elsewhere. Shows each such field with the
 * editor's value and the stored one, then lets the player reload (drop the edit) or overwrite
 * (write only the fields they changed onto the record as it is now).
 */
export function EditConflictDialog({ subject, fields, changed, busy, labelOf = fieldLabel, textOf = plainText, explanation, onReload, onOverwrite, onDismiss }: EditConflictDialogProps) {
  const styles = useStyles();
  const renamed = fields.some((f) => f.field === 'name');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onDismiss()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{subject} changed since you opened it</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">
              Nothing was saved. Another tab, a simulation or an import changed {fields.length === 1 ? 'this field' : 'these fields'} after you
              opened the editor:
            </Text>
            <Table size="small" aria-label="Changed elsewhere">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Field</TableHeaderCell>
                  <TableHeaderCell>Yours</TableHeaderCell>
                  <TableHeaderCell>Now</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {fields.map((f) => (
                  <TableRow key={f.field}>
                    <TableCell>{labelOf(f.field)}</TableCell>
                    <TableCell className={changed.includes(f.field) ? styles.yours : undefined}>
                      {textOf(f.field, f.yours)}
                      {changed.includes(f.field) ? ' (your change)' : ''}
                    </TableCell>
                    <TableCell className={styles.now}>{textOf(f.field, f.now)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {renamed && <Text as="p">Its name changed: this may be another record now, for example after a game was imported in another tab.</Text>}
            <Text as="p">
              {explanation ??
                `Reload shows the record as it is now and drops your changes. Overwrite anyway writes only the fields you changed${
                  changed.length > 0 ? ` (${changed.map(labelOf).join(', ')})` : ''
                }; every other field keeps its new value.`}
            </Text>
          </DialogContent>
          <DialogActions>
            <Button disabled={busy} onClick={onReload}>
              Reload
            </Button>
            <Button appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={onOverwrite}>
              Overwrite anyway
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
