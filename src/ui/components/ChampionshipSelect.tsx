import { Select } from '@fluentui/react-components';

interface ChampionshipSelectProps {
  value: number | null;
  championships: readonly { id: number; name: string }[];
  /** The first option, for no title (`null`). */
  none: string;
  onChange: (championshipId: number | null) => void;
}

/** A championship chooser whose first option is none (issue 32: the rumble, tournament and reigns screens). */
export function ChampionshipSelect({ value, championships, none, onChange }: ChampionshipSelectProps) {
  return (
    <Select value={value === null ? '' : String(value)} onChange={(_, d) => onChange(d.value === '' ? null : Number(d.value))}>
      <option value="">{none}</option>
      {championships.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
