import { useMemo, useState } from 'react';
import { Combobox, Field, Option, makeStyles } from '@fluentui/react-components';
import type { DraftWrestler } from '../../../application/draft';
import { formatMoney } from '../../../domain/format';

/** Typing narrows the list; a long roster never renders hundreds of options at once. */
const SHOWN = 50;

const useStyles = makeStyles({
  listbox: { maxHeight: '280px', overflowY: 'auto' },
});

export interface WrestlerFieldProps {
  wrestlers: readonly DraftWrestler[];
  /** Issue 33: rivals are in the game: the list holds free agents and the player's own only. */
  market?: boolean;
  wrestlerId: number | null;
  /** Wrestler id → pick number of the pending draft they are already in. */
  pendingPickOf: ReadonlyMap<number, number>;
  error?: string;
  onChoose: (wrestlerId: number) => void;
  /** The player typed over the choice: nothing is chosen until they pick again. */
  onClear: () => void;
}

export const describeWrestler = (w: DraftWrestler): string =>
  `${formatMoney(w.cost)} per appearance · ${w.status === 'SIGNED' ? `signed${w.brandNames.length ? ` to ${w.brandNames.join(', ')}` : ''}` : 'unsigned'}`;

/** Exactly one wrestler (SPEC §5): a searchable list; the chosen one's cost and contract below it. */
export function WrestlerField({ wrestlers, market = false, wrestlerId, pendingPickOf, error, onChoose, onClear }: WrestlerFieldProps) {
  const styles = useStyles();
  const chosen = wrestlers.find((w) => w.id === wrestlerId);
  const [query, setQuery] = useState(chosen?.name ?? '');
  // The box shows the chosen name; a reset of the form (no choice) empties it.
  const text = wrestlerId === null ? query : (chosen?.name ?? query);
  const matches = useMemo(() => {
    const needle = (wrestlerId === null ? query : '').trim().toLowerCase();
    return wrestlers.filter((w) => w.name.toLowerCase().includes(needle)).slice(0, SHOWN);
  }, [wrestlers, query, wrestlerId]);

  return (
    <Field
      label="Wrestler"
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? (chosen ? describeWrestler(chosen) : `${wrestlers.length} wrestlers to choose from${market ? ' (free agents and yours)' : ''}. Type to search.`)}
    >
      <Combobox
        placeholder="Search by name"
        listbox={{ className: styles.listbox }}
        positioning={{ autoSize: false }}
        value={text}
        selectedOptions={wrestlerId === null ? [] : [String(wrestlerId)]}
        onChange={(event) => {
          setQuery(event.target.value);
          if (wrestlerId !== null) onClear();
        }}
        onOptionSelect={(_, data) => {
          const id = Number(data.optionValue);
          if (!Number.isInteger(id)) return;
          setQuery(data.optionText ?? '');
          onChoose(id);
        }}
      >
        {matches.map((w) => {
          const pending = pendingPickOf.get(w.id);
          return (
            <Option key={w.id} value={String(w.id)} text={w.name}>
              {`${w.name} (${describeWrestler(w)}${pending !== undefined ? ` · in pending pick ${pending}` : ''})`}
            </Option>
          );
        })}
        {matches.length === 0 && (
          <Option disabled text="">
            {`No wrestler matches “${query}”${market ? ': rivals’ wrestlers are reached through the Talent war' : ''}`}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
