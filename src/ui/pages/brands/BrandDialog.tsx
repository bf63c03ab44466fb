import { useLayoutEffect, useRef, type FormEvent } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner, Text, Textarea,
  makeStyles, tokens,
} from '@fluentui/react-components';
import { NAME_MAX, type DirectorOption } from '../../../application/brands';
import type { BrandEditor } from './use-brand-editor';
import { ColourField } from './ColourField';
import { EditConflictDialog } from '../../components/edit-conflict/EditConflictDialog';
import { conflictValueText } from '../../components/edit-conflict/conflict-text';
import { formatMoney } from '../../../domain/format';
import { focusFirstProblem } from '../../components/focus';
import { brandDescProblem, brandNameProblem } from '../../../domain/rules/brand-limits';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium, fontWeight: tokens.fontWeightSemibold },
});

interface BrandDialogProps {
  editor: BrandEditor;
  directors: readonly DirectorOption[];
}

/** Name, description, director and colours of a new or existing brand. */
export function BrandDialog({ editor, directors }: BrandDialogProps) {
  const styles = useStyles();
  const { editing, close, change, submit, overwrite, reload, keepEditing } = editor;
  const form = useRef<HTMLFormElement>(null);
  // A refused save: focus on the first field to fix, or on why it could not be saved.
  useLayoutEffect(() => {
    if (editing && (Object.keys(editing.errors).length > 0 || editing.failure)) focusFirstProblem(form.current);
  }, [editing?.errors, editing?.failure]);
  if (!editing) return null;
  const { values } = editing;
  // Issue 34: a name or description past what storage keeps is said next to it while typing; the
  // save is refused with the same words (checkBrandInput) and nothing is sent.
  const { checked } = editing;
  const said = (field: keyof typeof values) => (checked === null || checked[field] === values[field] ? editing.errors[field] : undefined);
  const errors = {
    ...Object.fromEntries((Object.keys(values) as (keyof typeof values)[]).map((field) => [field, said(field)])),
    name: brandNameProblem(values.name) ?? said('name'),
    desc: brandDescProblem(values.desc) ?? said('desc'),
  } as Partial<Record<keyof typeof values, string>>;
  const isNew = editing.id === undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const group = (staff: boolean) =>
    directors.filter((d) => d.staff === staff).map((d) => (
      <option key={d.id} value={String(d.id)}>
        {d.name}
      </option>
    ));

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <form ref={form} onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{editing.title}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Name" required hint={`At most ${NAME_MAX} characters.`} validationMessage={errors.name} validationState={errors.name ? 'error' : 'none'}>
                <Input value={values.name} onChange={(_, d) => change({ name: d.value })} />
              </Field>
              <Field label="Description" validationMessage={errors.desc} validationState={errors.desc ? 'error' : 'none'}>
                <Textarea value={values.desc} resize="vertical" onChange={(_, d) => change({ desc: d.value })} />
              </Field>
              <Field label="Director" validationMessage={errors.directorId} validationState={errors.directorId ? 'error' : 'none'}>
                <Select value={values.directorId} onChange={(_, d) => change({ directorId: d.value })}>
                  <option value="">No director</option>
                  <optgroup label="Staff">{group(true)}</optgroup>
                  <optgroup label="Wrestlers">{group(false)}</optgroup>
                </Select>
              </Field>
              <ColourField label="Text colour" value={values.color} error={errors.color} onChange={(color) => change({ color })} />
              <ColourField label="Background colour" value={values.backgroundColor} error={errors.backgroundColor} onChange={(backgroundColor) => change({ backgroundColor })} />
              <div className={styles.preview} style={{ color: values.color, backgroundColor: values.backgroundColor }} aria-hidden>
                {values.name.trim() || 'Brand name'}
              </div>
              {editing.failure && <Text role="alert" tabIndex={-1}>Could not save: {editing.failure}</Text>}
              {editing.conflict && (
                <EditConflictDialog
                  subject={editing.asRead?.name || editing.title}
                  fields={editing.conflict.fields}
                  changed={Object.keys(editing.conflict.changes)}
                  busy={editing.saving}
                  textOf={(field, value) => (field === 'balance' && typeof value === 'number' ? formatMoney(value) : conflictValueText(value))}
                  onReload={reload}
                  onOverwrite={() => void overwrite()}
                  onDismiss={keepEditing}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
              <Button appearance="primary" type="submit" disabledFocusable={editing.saving} icon={editing.saving ? <Spinner size="tiny" /> : undefined}>
                {isNew ? 'Create brand' : 'Save changes'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
