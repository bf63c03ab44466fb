const NONE = '—';
/** Long texts (a description, a pasted list) are cut: the dialog compares, it does not edit. */
const SHOWN_CHARS = 80;

/** A field's value as the conflict dialog shows it. */
export function conflictValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value) && value.length === 0) return NONE;
  const text = Array.isArray(value) && value.every((item) => typeof item !== 'object') ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

/** `backgroundColor` → `Background color`, for fields the caller has no label for. */
export const fieldLabel = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
