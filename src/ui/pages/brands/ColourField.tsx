import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { sixDigitHex } from './brand-form';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  picker: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none', cursor: 'pointer' },
  input: { flexGrow: 1 },
});

interface ColourFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A hex colour, typed or picked; both controls edit the same value. */
export function ColourField({ label, value, error, onChange }: ColourFieldProps) {
  const styles = useStyles();
  return (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'} hint="A hex colour such as #ffffff">
      {(fieldProps) => (
        <div className={styles.row}>
          <input
            type="color"
            className={styles.picker}
            aria-label={`Pick the ${label.toLowerCase()}`}
            value={sixDigitHex(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          <Input {...fieldProps} className={styles.input} value={value} onChange={(_, data) => onChange(data.value)} />
        </div>
      )}
    </Field>
  );
}
