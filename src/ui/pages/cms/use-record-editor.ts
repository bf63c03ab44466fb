import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultsOf, describeFields, parseForm, toInputs, type CmsRecord, type FieldErrors, type FormValue } from '../../../application/cms';
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

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    setErrors({});
    setFormError(null);
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
  }, [cms, logger, table, target, fields]);

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
    setSaving(true);
    try {
      const saved = target === 'new' ? await cms.create(table, parsed.values) : await cms.update(table, target, parsed.values);
      analytics.track('CMS', target === 'new' ? 'create' : 'update', { label: table });
      return saved;
    } catch (cause) {
      const fieldErrors = fieldErrorsOf(cause);
      if (fieldErrors) setErrors(fieldErrors);
      else {
        logger.error('Could not save the record', cause);
        setFormError(messageOf(cause));
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { fields, load, inputs, errors, formError, saving, setValue, save };
}
