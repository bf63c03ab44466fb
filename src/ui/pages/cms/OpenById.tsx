import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  button: { marginTop: '26px' },
  input: { width: '8rem' },
});

/** SPEC §7 "read by id": jump straight to one record's form. */
export function OpenById({ onOpen }: { onOpen(id: number): void }) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
      setError('Enter a whole number above 0.');
      return;
    }
    setError(undefined);
    onOpen(Number(trimmed));
  };
  return (
    <form className={styles.form} aria-label="Open a record by id" onSubmit={submit}>
      <Field label="Record id" validationState={error ? 'error' : 'none'} validationMessage={error}>
        <Input className={styles.input} inputMode="numeric" value={text} onChange={(_, data) => setText(data.value)} />
      </Field>
      <Button className={styles.button} type="submit">
        Open
      </Button>
    </form>
  );
}
