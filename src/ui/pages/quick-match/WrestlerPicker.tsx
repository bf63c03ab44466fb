import { useMemo, useState } from 'react';
import { Combobox, Field, Option, makeStyles } from '@fluentui/react-components';
import type { QuickMatchCandidate } from '../../../application/quick-match';

const SHOWN = 40;

const useStyles = makeStyles({
  // A short list that scrolls, so it opens under the box instead of covering the page.
  listbox: { maxHeight: '260px', overflowY: 'auto' },
});

export interface WrestlerPickerProps {
  label: string;
  candidates: readonly QuickMatchCandidate[];
  /** Which team (1-based) each wrestler already in the match is in. */
  teamOf: (wrestlerId: number) => number | null;
  onPick: (wrestlerId: number) => void;
}

/** A searchable list of wrestlers: type part of a name, pick one; the box clears for the next. */
export function WrestlerPicker({ label, candidates, teamOf, onPick }: WrestlerPickerProps) {
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return candidates.filter((c) => c.name.toLowerCase().includes(needle)).slice(0, SHOWN);
  }, [candidates, query]);

  return (
    <Field label={label}>
      <Combobox
        placeholder="Search by name"
        inlinePopup
        listbox={{ className: styles.listbox }}
        positioning={{ autoSize: false }}
        value={query}
        selectedOptions={[]}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          if (data.optionValue) onPick(Number(data.optionValue));
          setQuery('');
        }}
      >
        {matches.map((c) => {
          const team = teamOf(c.id);
          const details = `${c.points} pts · ${c.class.toLowerCase()}${team ? ` · in Team ${team}` : ''}`;
          return (
            <Option key={c.id} value={String(c.id)} text={c.name}>
              {`${c.name} (${details})`}
            </Option>
          );
        })}
        {matches.length === 0 && <Option disabled text="">No wrestler matches “{query}”</Option>}
      </Combobox>
    </Field>
  );
}
