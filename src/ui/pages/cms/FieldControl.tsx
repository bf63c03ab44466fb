import { memo } from 'react';
import { Field, Input, Select, Switch, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { FieldSpec, FormValue } from '../../../application/cms';
import { formatDuration, formatMoney } from '../../../domain/format';
import { optionLabel } from './cell-text';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  switch: { alignSelf: 'end' },
});

export interface FieldControlProps {
  field: FieldSpec;
  value: FormValue;
  error?: string;
  /** For id fields: the names of the records the ids point at. */
  names?: string;
  /** Stable across renders, so typing in one field re-renders only that one (memo). */
  onChange(key: string, value: FormValue): void;
}

/** What the player reads under a field: the money or h:m:s a number stands for, what a list expects. */
function hintOf(field: FieldSpec, text: string, names: string | undefined): string | undefined {
  const named = (what: string) => (names ? `${names} · ${what}` : what);
  const n = Number(text);
  switch (field.kind) {
    case 'number':
      if (text.trim() === '' || !Number.isFinite(n)) return undefined;
      return field.unit === 'money' ? formatMoney(n) : field.unit === 'seconds' ? `${formatDuration(n)} (h:m:s)` : undefined;
    case 'ref':
      return named(`The id of a ${field.table} record${field.nullable ? '; leave empty for none' : ''}.`);
    case 'refs':
      return named(`${field.table} ids, separated by commas.`);
    case 'date':
      return field.nullable ? 'Leave empty for none.' : undefined;
    case 'texts':
      return 'One per line.';
    case 'json':
      return 'JSON.';
    default:
      return undefined;
  }
}

/** One field of the generated record form, its control chosen by the field's kind. */
export const FieldControl = memo(function FieldControl({ field, value, error, names, onChange }: FieldControlProps) {
  const styles = useStyles();
  const text = typeof value === 'string' ? value : String(value);
  if (field.kind === 'boolean') {
    return <Switch className={styles.switch} label={field.label} checked={value === true} onChange={(_, data) => onChange(field.key, data.checked)} />;
  }
  const wide = field.kind === 'json' || field.kind === 'texts' || (field.kind === 'text' && field.multiline);
  const textChange = (next: string) => onChange(field.key, next);
  let control;
  if (field.kind === 'enum') {
    // A stored value the list does not know (an older save) stays choosable rather than silently changed.
    const options = field.options.some((option) => String(option) === text) ? field.options : [text, ...field.options];
    control = (
      <Select value={text} onChange={(_, data) => textChange(data.value)}>
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {optionLabel(field.key, option)}
          </option>
        ))}
      </Select>
    );
  } else if (wide) {
    control = (
      <Textarea
        value={text}
        resize="vertical"
        textarea={{ className: field.kind === 'json' ? styles.code : undefined }}
        onChange={(_, data) => textChange(data.value)}
      />
    );
  } else {
    const numeric = field.kind === 'number' || field.kind === 'ref';
    control = (
      <Input
        type={field.kind === 'date' ? 'date' : 'text'}
        inputMode={numeric ? 'decimal' : undefined}
        value={text}
        onChange={(_, data) => textChange(data.value)}
      />
    );
  }
  return (
    <Field
      label={field.label}
      className={mergeClasses(wide && styles.wide)}
      hint={hintOf(field, text, names)}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      {control}
    </Field>
  );
});
