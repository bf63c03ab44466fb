import { useState } from 'react';
import { checkBrandInput, type BrandErrors, type BrandInput, type BrandRow, type SavedBrand } from '../../../application/brands';
import type { Stored } from '../../../domain/entities/base';
import type { Brand } from '../../../domain/entities/brand';
import { editConflictOf, type EditConflictError } from '../../../domain/records/edit-conflict';
import { useServices } from '../../services-context';
import { formValuesOf, formValuesOfRecord, inputOf, NEW_BRAND, overwriteInput, type BrandFormValues } from './brand-form';
import { messageOf } from '../../errors/message-of';

interface Editing {
  /** Absent for a new brand. */
  id?: number;
  /** The brand as the dialog read it (issue 14: the save is refused if it changed since). */
  asRead?: Stored<Brand>;
  /** The dialog's title, fixed while the name is typed. */
  title: string;
  values: BrandFormValues;
  errors: BrandErrors;
  /**
   * The values the errors were found in (issue 34): a field the player has changed since no longer
   * shows its old message (null: show them all, as after "Overwrite anyway").
   */
  checked: BrandFormValues | null;
  /** A failure that is no field's fault (storage, a brand removed meanwhile). */
  failure: string | null;
  /** The save was refused: the brand changed elsewhere since the dialog read it. */
  conflict: EditConflictError | null;
  saving: boolean;
}

/** A rejection carrying field errors (BrandInputError; checked by shape, as it may cross chunks). */
const fieldErrorsOf = (error: unknown): BrandErrors | null =>
  error instanceof Error && error.name === 'BrandInputError' && 'errors' in error ? (error.errors as BrandErrors) : null;

const fresh = { errors: {}, checked: null, failure: null, conflict: null, saving: false };

/**
 * The create/edit dialog's state; saving goes through the brands use case, which checks it all again.
 * `onReloaded` refreshes the page after "Reload" (the cards show stale figures too).
 */
export function useBrandEditor(onSaved: (saved: SavedBrand, created: boolean) => void, onReloaded: () => void = () => undefined) {
  const { brands, logger } = useServices();
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = (brand?: BrandRow) =>
    setEditing({ id: brand?.id, asRead: brand?.record, title: brand ? `Edit ${brand.name}` : 'New brand', values: brand ? formValuesOf(brand) : NEW_BRAND, ...fresh });
  const close = () => setEditing(null);
  const change = (changes: Partial<BrandFormValues>) =>
    setEditing((current) => current && { ...current, values: { ...current.values, ...changes } });

  const send = async (input: BrandInput, now: Editing, checked: BrandFormValues | null) => {
    setEditing({ ...now, errors: {}, failure: null, saving: true });
    try {
      const saved = await brands.save(input);
      setEditing(null);
      onSaved(saved, now.id === undefined);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const conflict = editConflictOf(error);
      if (!fields && !conflict) logger.error('Could not save the brand', error);
      const failure = fields || conflict ? null : messageOf(error);
      setEditing((current) => current && { ...current, errors: fields ?? {}, checked, failure, conflict, saving: false });
    }
  };

  const submit = async () => {
    if (!editing || editing.saving) return;
    const input = inputOf(editing.values, editing.id, editing.asRead);
    // Said at once, without a round trip; the use case repeats these checks and adds its own.
    const errors = checkBrandInput(input);
    if (Object.keys(errors).length > 0) return setEditing({ ...editing, errors, checked: editing.values, failure: null });
    await send(input, editing, editing.values);
  };

  /** "Overwrite anyway": the player's changed fields onto the brand as it is now (checked against it). */
  const overwrite = async () => {
    if (!editing?.conflict || editing.saving) return;
    const current = editing.conflict.current as unknown as Stored<Brand>;
    await send(overwriteInput(current, editing.conflict.changes as Partial<Brand>), editing, null);
  };

  /** "Reload": the brand as stored now, the player's edit dropped. */
  const reload = () => {
    const current = editing?.conflict?.current as unknown as Stored<Brand> | undefined;
    if (!editing || !current) return;
    setEditing({ ...editing, asRead: current, values: formValuesOfRecord(current), ...fresh });
    onReloaded();
  };

  const keepEditing = () => setEditing((current) => current && { ...current, conflict: null });

  return { editing, open, close, change, submit, overwrite, reload, keepEditing };
}

export type BrandEditor = ReturnType<typeof useBrandEditor>;
