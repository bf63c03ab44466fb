import { useId, useMemo, useState } from 'react';
import { Button, Combobox, Field, Input, Option, Text, makeStyles } from '@fluentui/react-components';
import { ArrowShuffleRegular, DismissRegular } from '@fluentui/react-icons';
import type { RumbleForm } from './use-rumble-form';
import { useRumbleStyles } from './rumble-styles';

/** The list stays short enough to scroll; typing narrows it. */
const SHOWN = 50;

const useStyles = makeStyles({
  listbox: { maxHeight: '260px', overflowY: 'auto' },
  search: { minWidth: '260px', flexGrow: 1 },
  size: { width: '7em' },
});

/** The field: search and add eligible wrestlers, fill the rest at random, and the entry order. */
export function EntrantPicker({ form }: { form: RumbleForm }) {
  const styles = { ...useRumbleStyles(), ...useStyles() };
  const [query, setQuery] = useState('');
  const orderId = useId();
  const { fields, eligible, available, fillCount } = form;
  const names = new Map(eligible.map((w) => [w.id, w.name]));
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return available.filter((w) => w.name.toLowerCase().includes(needle)).slice(0, SHOWN);
  }, [available, query]);

  return (
    <>
      <div className={styles.rowTop}>
        <Field label="Add an entrant" hint={`${eligible.length} eligible for this field. Type to search.`} className={styles.search}>
          <Combobox
            placeholder="Search by name"
            inlinePopup
            listbox={{ className: styles.listbox }}
            positioning={{ autoSize: false }}
            value={query}
            selectedOptions={[]}
            onChange={(event) => setQuery(event.target.value)}
            onOptionSelect={(_, data) => {
              if (data.optionValue) form.add(Number(data.optionValue));
              setQuery('');
            }}
          >
            {matches.map((w) => (
              <Option key={w.id} value={String(w.id)} text={w.name}>
                {w.name}
              </Option>
            ))}
            {matches.length === 0 && (
              <Option disabled text="">
                {available.length === 0 ? 'Every eligible wrestler is already in' : `No eligible wrestler matches “${query}”`}
              </Option>
            )}
          </Combobox>
        </Field>
        <Field label="Field size" hint="Fill tops the field up to this.">
          <Input
            type="number"
            className={styles.size}
            min={2}
            value={String(fields.size)}
            onChange={(_, data) => form.set({ size: Math.max(0, Math.floor(Number(data.value) || 0)) })}
          />
        </Field>
        <Button icon={<ArrowShuffleRegular />} disabled={fillCount === 0 || form.busy !== null} onClick={() => void form.fill()}>
          {`Fill with ${fillCount} random`}
        </Button>
      </div>
      <div className={styles.row}>
        <Text weight="semibold" id={orderId}>
          Entry order ({fields.entryIds.length})
        </Text>
        {fields.entryIds.length > 0 && (
          <Button size="small" appearance="subtle" onClick={form.clear}>
            Remove everyone
          </Button>
        )}
      </div>
      {fields.entryIds.length === 0 ? (
        <Text className={styles.muted}>No entrants yet: add them by name, or fill the field at random.</Text>
      ) : (
        <ol aria-labelledby={orderId} className={styles.names}>
          {fields.entryIds.map((id) => (
            <li key={id}>
              <span className={styles.entrant}>
                {names.get(id) ?? `Wrestler #${id}`}
                <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${names.get(id) ?? `wrestler #${id}`}`} onClick={() => form.remove(id)} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
