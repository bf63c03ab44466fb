import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  checkShape, defaultsOf, describeFields, editConflictOf, parseForm, toInputs, type CmsRecord, type EditConflictError, type FieldErrors, type FormValue,
} from '../../../application/cms';
import type { TableName } from '../../../domain/entities/tables';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type EditorTarget = number | 'new';

type Load = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; record: CmsRecord | null };

/** The use case's InvalidFieldsError, recognised by shape (it may come through the lazy facade). */
const fieldErrorsOf = (error: unknown): FieldErrors | null =>
  error instanceof Error && error.name === 'InvalidFieldsError' && 'fields' in error ? (error.fields as FieldErrors) : null;

/** The generated form's state: one control value per field, field errors, and the save. */
export function useRecordEditor(table: TableName, target: EditorTarget) {
  const { cms, logger, analytics } = useServices();
  const fields = useMemo(() => describeFields(table), [table]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [inputs, setInputs] = useState<Record<string, FormValue>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Issue 14: a save refused because the record changed elsewhere; `reads` bumps to read it again.
  const [conflict, setConflict] = useState<EditConflictError | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    setErrors({});
    setFormError(null);
    setConflict(null);
    (async () => (target === 'new' ? null : cms.get(table, target)))().then(
      (record) => {
        if (!live) return;
        // A new record starts from the factory's defaults (SPEC §7 create merges them anyway).
        setInputs(toInputs(fields, record ?? defaultsOf(table)));
        setLoad({ status: 'ready', record });
      },
      (cause: unknown) => {
        logger.error('Could not read the record', cause);
        if (live) setLoad({ status: 'failed', error: messageOf(cause) });
      },
    );
    return () => {
      live = false;
    };
  }, [cms, logger, table, target, fields, reads]);

  const setValue = useCallback((key: string, value: FormValue) => {
    setInputs((current) => ({ ...current, [key]: value }));
    // The same object when there was no error, so the other fields' memo holds.
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Checks the form, then creates or updates; the stored record, or null when it did not save. */
  const save = async (): Promise<CmsRecord | null> => {
    const parsed = parseForm(fields, inputs);
    setFormError(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return null;
    }
    // The record the editor was opened with: the update refuses if it changed since (issue 14).
    const asRead = load.status === 'ready' ? (load.record ?? undefined) : undefined;
    // Issue 34: what the table's rules (and a form's own words, the show's) refuse is said next to
    // the field at once, and nothing is sent; the use case checks the same again.
    const refused = checkShape(table, parsed.values, asRead);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return null;
    }
    return write('update', () => (target === 'new' ? cms.create(table, parsed.values) : cms.update(table, target, parsed.values, asRead)));
  };

  /** Saves, tracks it, and turns a refusal into field errors, a conflict or a message. */
  const write = async (action: 'update' | 'overwrite', run: () => Promise<CmsRecord>): Promise<CmsRecord | null> => {
    setSaving(true);
    try {
      const saved = await run();
      setConflict(null);
      analytics.track('CMS', target === 'new' ? 'create' : action, { label: table });
      return saved;
    } catch (cause) {
      const fieldErrors = fieldErrorsOf(cause);
      const refused = editConflictOf(cause);
      if (fieldErrors) setErrors(fieldErrors);
      else if (refused) setConflict(refused);
      else {
        logger.error('Could not save the record', cause);
        setFormError(messageOf(cause));
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  /** "Overwrite anyway": the player's changed fields, checked against the record the conflict showed. */
  const overwrite = async (): Promise<CmsRecord | null> => {
    if (!conflict || target === 'new') return null;
    // The dialog closes first, so no modal outlives the editor; a new conflict opens it again.
    setConflict(null);
    return write('overwrite', () => cms.update(table, target, conflict.changes, conflict.current as CmsRecord));
  };

  return {
    fields, load, inputs, errors, formError, saving, setValue, save, conflict, overwrite,
    /** "Reload": the record as stored now, the player's edit dropped. */
    reload: () => setReads((n) => n + 1),
    keepEditing: () => setConflict(null),
  };
}
