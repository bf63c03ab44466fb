import { Field, makeStyles, tokens } from '@fluentui/react-components';
import type { ChampionshipRanking } from '../../../application/championships';
import type { ChampionshipGender } from '../../../domain/entities/enums';
import { ChipSelector, type ChipOption } from '../../components/ChipSelector';
import { GENDER_LABELS } from './championship-labels';
import { GAME_BRANDS, type ChampionshipFilter } from './championship-filter';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalM },
});

const GENDERS = (Object.keys(GENDER_LABELS) as ChampionshipGender[]).map((value) => ({ value, label: GENDER_LABELS[value] }));

interface ChampionshipFiltersProps {
  brands: ChampionshipRanking['brands'];
  filter: ChampionshipFilter;
  onChange: (filter: ChampionshipFilter) => void;
}

/** Brand and gender chips above the ranking. */
export function ChampionshipFilters({ brands, filter, onChange }: ChampionshipFiltersProps) {
  const styles = useStyles();
  // "Your brands" only says something when the game runs some brands and not others.
  const someInGame = brands.some((b) => b.inGame) && brands.some((b) => !b.inGame);
  const brandOptions: ChipOption<number | string>[] = [
    ...(someInGame ? [{ value: GAME_BRANDS, label: 'Your brands' }] : []),
    ...brands.map((b) => ({ value: b.id, label: b.name })),
  ];
  return (
    <div className={styles.root} role="search" aria-label="Filter the championships">
      <Field label="Brand">
        <ChipSelector
          label="Brand"
          options={brandOptions}
          value={filter.brand}
          showNone
          noneLabel="All brands"
          onChoose={(brand) => onChange({ ...filter, brand: brand as ChampionshipFilter['brand'] })}
        />
      </Field>
      <Field label="Gender">
        <ChipSelector
          label="Gender"
          options={GENDERS}
          value={filter.gender}
          showNone
          noneLabel="Any"
          onChoose={(gender) => onChange({ ...filter, gender })}
        />
      </Field>
    </div>
  );
}
