import { useState } from 'react';
import { checkBrandInput, type BrandErrors, type BrandRow, type SavedBrand } from '../../../application/brands';
import { useServices } from '../../services-context';
import { formValuesOf, inputOf, NEW_BRAND, type BrandFormValues } from './brand-form';
import { messageOf } from '../../errors/message-of';

interface Editing {
  /** Absent for a new brand. */
  id?: number;
  /** The dialog's title, fixed while the name is typed. */
  title: string;
  values: BrandFormValues;
  errors: BrandErrors;
  /** A failure that is no field's fault (storage, a brand removed meanwhile). */
  failure: string | null;
  saving: boolean;
}

/** A rejection carrying field errors (BrandInputError; checked by shape, as it may cross chunks). */
const fieldErrorsOf = (error: unknown): BrandErrors | null =>
  error instanceof Error && error.name === 'BrandInputError' && 'errors' in error ? (error.errors as BrandErrors) : null;

/** The create/edit dialog's state; saving goes through the brands use case, which checks it all again. */
export function useBrandEditor(onSaved: (saved: SavedBrand, created: boolean) => void) {
  const { brands, logger } = useServices();
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = (brand?: BrandRow) =>
    setEditing({ id: brand?.id, title: brand ? `Edit ${brand.name}` : 'New brand', values: brand ? formValuesOf(brand) : NEW_BRAND, errors: {}, failure: null, saving: false });
  const close = () => setEditing(null);
  const change = (changes: Partial<BrandFormValues>) =>
    setEditing((current) => current && { ...current, values: { ...current.values, ...changes } });

  const submit = async () => {
    if (!editing || editing.saving) return;
    const input = inputOf(editing.values, editing.id);
    // Said at once, without a round trip; the use case repeats these checks and adds its own.
    const errors = checkBrandInput(input);
    if (Object.keys(errors).length > 0) return setEditing({ ...editing, errors, failure: null });
    setEditing({ ...editing, errors: {}, failure: null, saving: true });
    try {
      const saved = await brands.save(input);
      setEditing(null);
      onSaved(saved, editing.id === undefined);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) logger.error('Could not save the brand', error);
      const failure = fields ? null : messageOf(error);
      setEditing((current) => current && { ...current, errors: fields ?? {}, failure, saving: false });
    }
  };

  return { editing, open, close, change, submit };
}

export type BrandEditor = ReturnType<typeof useBrandEditor>;
