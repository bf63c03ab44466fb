import { useMemo, useState } from 'react';
import { Combobox, Field, Option, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { readStat } from '../../../domain/rules/stats';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  search: { minWidth: '260px', flexGrow: 1 },
});

/** The list stays short enough to scroll; typing narrows it. */
const MAX_OPTIONS = 60;

export interface WrestlerPickerProps {
  candidates: readonly Stored<Wrestler>[];
  /** Wrestlers already in the segment: marked booked, and choosing one takes them out. */
  presentIds: readonly number[];
  /** Existing team ids, for "join team". */
  teamIds: readonly number[];
  onToggle: (wrestlerId: number, groupId: number | undefined) => void;
}

/** Adds or removes a wrestler (a toggle, SPEC §4), searchable by name, into a chosen team. */
export function WrestlerPicker({ candidates, presentIds, teamIds, onToggle }: WrestlerPickerProps) {
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const [team, setTeam] = useState('new');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return candidates.filter((w) => !q || w.name.toLowerCase().includes(q)).slice(0, MAX_OPTIONS);
  }, [candidates, query]);

  return (
    <div className={styles.row}>
      <Field label="Add or remove a wrestler" hint={`${candidates.length} eligible for this show. Type to search.`} className={styles.search}>
        <Combobox
          value={query}
          placeholder="Search by name"
          selectedOptions={[]}
          onChange={(event) => setQuery(event.target.value)}
          onOptionSelect={(_, data) => {
            const id = Number(data.optionValue);
            // A team that has since emptied falls back to a new one.
            if (Number.isInteger(id)) onToggle(id, teamIds.includes(Number(team)) ? Number(team) : undefined);
            setQuery('');
          }}
        >
          {shown.map((w) => (
            <Option key={w.id} value={String(w.id)} text={w.name}>
              {`${w.name} · ${Math.round(readStat(w, 'points'))} pts${presentIds.includes(w.id) ? ' · booked (choose to remove)' : ''}`}
            </Option>
          ))}
          {shown.length === 0 && <Option disabled text="">No eligible wrestler matches “{query}”</Option>}
        </Combobox>
      </Field>
      {/* With no team yet, every pick starts a new one: nothing to choose. */}
      {teamIds.length > 0 && (
        <Field label="Into team">
          <Select value={team} onChange={(_, data) => setTeam(data.value)}>
            <option value="new">A new team</option>
            {teamIds.map((id, index) => (
              <option key={id} value={String(id)}>
                Team {index + 1}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
