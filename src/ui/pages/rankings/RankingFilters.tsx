import { makeStyles, tokens } from '@fluentui/react-components';
import type { BrandOption, RankingFilter } from '../../../application/rankings';
import type { Gender } from '../../../domain/entities/enums';
import { ChipSelector } from '../../components/ChipSelector';
import { ChoiceField } from './ChoiceField';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalS },
});

const GENDERS: { label: string; value: Gender }[] = [
  { label: 'Men', value: 'MALE' },
  { label: 'Women', value: 'FEMALE' },
];

interface RankingFiltersProps {
  brands: readonly BrandOption[];
  filter: RankingFilter;
  onChange: (filter: RankingFilter) => void;
  /** Leagues are one gender at a time; rankings may mix them. */
  allGenders?: boolean;
}

/** Brand and gender chips shared by the ranking screens. */
export function RankingFilters({ brands, filter, onChange, allGenders = true }: RankingFiltersProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <ChoiceField label="Brand">
        <ChipSelector
          label="Brand"
          options={brands.map((b) => ({ label: b.name, value: b.id }))}
          value={filter.brandId}
          showNone
          noneLabel="All brands"
          onChoose={(brandId) => onChange({ ...filter, brandId })}
        />
      </ChoiceField>
      <ChoiceField label="Gender">
        <ChipSelector
          label="Gender"
          options={GENDERS}
          value={filter.gender}
          showNone={allGenders}
          noneLabel="All"
          onChoose={(gender) => onChange({ ...filter, gender })}
        />
      </ChoiceField>
    </div>
  );
}
