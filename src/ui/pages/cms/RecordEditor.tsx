import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { displayName, type CmsRecord } from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { SectionCard } from '../../components/SectionCard';
import { EditConflictDialog } from '../../components/edit-conflict/EditConflictDialog';
import { CmsMessage } from './CmsMessage';
import { FieldControl } from './FieldControl';
import { useRecordEditor, type EditorTarget } from './use-record-editor';
import { namesText, useReferenceNames } from './use-reference-names';
import { focusFirstProblem } from '../../components/focus';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface RecordEditorProps {
  table: TableName;
  target: EditorTarget;
  onSaved(record: CmsRecord, created: boolean): void;
  onClose(): void;
}

/** The form of one record, generated from its table's fields; a new one starts from the defaults. */
export function RecordEditor({ table, target, onSaved, onClose }: RecordEditorProps) {
  const styles = useStyles();
  const form = useRef<HTMLFormElement>(null);
  const { fields, load, inputs, errors, formError, saving, setValue, save, conflict, overwrite, reload, keepEditing } = useRecordEditor(table, target);
  const known = useReferenceNames(fields, inputs);
  const isNew = target === 'new';
  const record = load.status === 'ready' ? load.record : null;
  const named = record && displayName(record) !== `#${record.id}` ? ` · ${displayName(record)}` : '';
  const title = isNew ? `New ${table} record` : `Edit ${table} #${target}${named}`;

  // After a refused save, the first field to fix gets the focus (keyboard and screen-reader users land on it).
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstProblem(form.current);
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save();
    if (saved) onSaved(saved, isNew);
  };
  const overwriteAnyway = async () => {
    const saved = await overwrite();
    if (saved) onSaved(saved, false);
  };
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? key;

  return (
    <SectionCard title={title} action={<Button onClick={onClose}>Back to the list</Button>}>
      {load.status === 'loading' && <Spinner label="Reading the record" />}
      {load.status === 'failed' && (
        <CmsMessage intent="error" role="alert">{load.error}</CmsMessage>
      )}
      {load.status === 'ready' && (
        <form ref={form} className={styles.form} aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
          <div className={styles.grid}>
            {fields.map((field) => (
              <FieldControl
                key={field.key}
                field={field}
                value={inputs[field.key] ?? ''}
                error={errors[field.key]}
                names={namesText(field, inputs[field.key] ?? '', known)}
                onChange={setValue}
              />
            ))}
          </div>
          {formError && (
            <CmsMessage intent="error" role="alert">{formError}</CmsMessage>
          )}
          {Object.keys(errors).length > 0 && (
            <CmsMessage intent="warning" role="alert">Nothing was saved: fix the fields marked in red.</CmsMessage>
          )}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={saving}>
              {isNew ? 'Create' : 'Save'}
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </div>
        </form>
      )}
      {conflict && (
        <EditConflictDialog
          subject={`${table} #${conflict.id}${named}`}
          fields={conflict.fields}
          changed={Object.keys(conflict.changes)}
          busy={saving}
          labelOf={labelOf}
          onReload={reload}
          onOverwrite={() => void overwriteAnyway()}
          onDismiss={keepEditing}
        />
      )}
    </SectionCard>
  );
}
