import { Field, Radio, RadioGroup, SearchBox, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { RosterFilter } from './roster-filter';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
});

interface RosterFiltersProps {
  filter: RosterFilter;
  onChange: (filter: RosterFilter) => void;
}

/** Name search, gender and the staff switch above the roster. */
export function RosterFilters({ filter, onChange }: RosterFiltersProps) {
  const styles = useStyles();
  const change = (changes: Partial<RosterFilter>) => onChange({ ...filter, ...changes });
  return (
    <div className={styles.root} role="search" aria-label="Filter the roster">
      <Field label="Name">
        <SearchBox value={filter.name} onChange={(_, data) => change({ name: data.value })} placeholder="Any name" />
      </Field>
      <Field label="Gender">
        <RadioGroup
          layout="horizontal"
          value={filter.gender}
          onChange={(_, data) => change({ gender: data.value as RosterFilter['gender'] })}
        >
          <Radio value="ALL" label="All" />
          <Radio value="MALE" label="Men" />
          <Radio value="FEMALE" label="Women" />
        </RadioGroup>
      </Field>
      <Switch label="Show staff" checked={filter.showStaff} onChange={(_, data) => change({ showStaff: data.checked })} />
    </div>
  );
}
