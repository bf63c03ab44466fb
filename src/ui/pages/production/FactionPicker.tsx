import { useState } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Faction } from '../../../domain/entities/faction';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

export interface FactionPickerProps {
  factions: readonly Stored<Faction>[];
  onAdd: (factionId: number) => void;
  onRemove: (factionId: number) => void;
}

/** SPEC §4: a faction walks out as one team (its managers as managers), and leaves together. */
export function FactionPicker({ factions, onAdd, onRemove }: FactionPickerProps) {
  const styles = useStyles();
  const [chosen, setChosen] = useState('');
  if (factions.length === 0) return null;
  const id = Number(chosen);
  return (
    <div className={styles.row}>
      <Field label="Faction">
        <Select value={chosen} onChange={(_, data) => setChosen(data.value)}>
          <option value="">Choose a faction…</option>
          {factions.map((faction) => (
            <option key={faction.id} value={String(faction.id)}>{faction.name}</option>
          ))}
        </Select>
      </Field>
      <Button disabled={!chosen} onClick={() => onAdd(id)}>Add faction</Button>
      <Button appearance="subtle" disabled={!chosen} onClick={() => onRemove(id)}>Remove faction</Button>
    </div>
  );
}
