import { Dropdown, Field, Option } from '@fluentui/react-components';
import { matchKind, quickMatchKinds } from '../../../application/quick-match';

/** The match type: one of the catalogue's competition kinds. */
export function MatchTypePicker({ type, onChange }: { type: string; onChange: (type: string) => void }) {
  const kind = matchKind(type);
  return (
    <Field label="Match type">
      <Dropdown
        value={kind?.name ?? ''}
        selectedOptions={kind ? [kind.type] : []}
        onOptionSelect={(_, data) => data.optionValue && onChange(data.optionValue)}
      >
        {quickMatchKinds.map((k) => (
          <Option key={k.type} value={k.type}>
            {k.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
