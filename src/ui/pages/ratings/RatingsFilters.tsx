import { Dropdown, Field, Option, OptionGroup, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { RECENT_WEEKS, type RatingsScope, type RatingsView, type RatingsWindow } from '../../../application/ratings';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXL },
  scope: { minWidth: '240px' },
});

export const EVERY_BRAND = 'Every brand';

/** What a scope is called on screen: "Every brand", a brand's or a show's name. */
export function scopeName(view: Pick<RatingsView, 'choices'>, scope: RatingsScope): string {
  return [...view.choices.brands, ...view.choices.shows].find((c) => c.scope === scope)?.name ?? EVERY_BRAND;
}

export const windowLabels = (season: string): Record<RatingsWindow, string> => ({
  season: season ? `This season (${season})` : 'This season',
  recent: `Last ${RECENT_WEEKS} weeks`,
  all: 'All',
});

interface RatingsFiltersProps {
  view: Pick<RatingsView, 'choices' | 'season'>;
  /** What the player chose: shown at once, while the charts are read again. */
  filter: RatingsView['filter'];
  onChange: (filter: RatingsView['filter']) => void;
}

/** Which brand or show the charts follow, and over which window. */
export function RatingsFilters({ view, filter, onChange }: RatingsFiltersProps) {
  const styles = useStyles();
  const labels = windowLabels(view.season);
  return (
    <div className={styles.root} role="search" aria-label="Filter the ratings">
      <Field label="Brand or show">
        <Dropdown
          className={styles.scope}
          value={scopeName(view, filter.scope)}
          selectedOptions={[filter.scope]}
          listbox={{ 'aria-label': 'Brands and shows' }}
          onOptionSelect={(_, data) => data.optionValue && onChange({ ...filter, scope: data.optionValue as RatingsScope })}
        >
          <Option value="all">{EVERY_BRAND}</Option>
          {view.choices.brands.length > 0 && (
            <OptionGroup label="Brands">
              {view.choices.brands.map((c) => <Option key={c.scope} value={c.scope}>{c.name}</Option>)}
            </OptionGroup>
          )}
          {view.choices.shows.length > 0 && (
            <OptionGroup label="Shows">
              {view.choices.shows.map((c) => <Option key={c.scope} value={c.scope}>{c.name}</Option>)}
            </OptionGroup>
          )}
        </Dropdown>
      </Field>
      <Field label="Time window">
        <RadioGroup layout="horizontal" value={filter.window} onChange={(_, data) => onChange({ ...filter, window: data.value as RatingsWindow })}>
          {(Object.keys(labels) as RatingsWindow[]).map((w) => <Radio key={w} value={w} label={labels[w]} />)}
        </RadioGroup>
      </Field>
    </div>
  );
}
