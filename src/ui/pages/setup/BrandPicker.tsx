import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BrandChoice } from '../../../application/new-game';
import { FormGroup } from './FormGroup';

const useStyles = makeStyles({
  companies: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  company: { display: 'flex', flexDirection: 'column' },
  companyName: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalS },
  brand: { display: 'flex', alignItems: 'center' },
  swatch: {
    width: '4px',
    alignSelf: 'stretch',
    margin: `${tokens.spacingVerticalS} 0`,
    borderRadius: tokens.borderRadiusSmall,
    flexShrink: 0,
  },
});

interface BrandPickerProps {
  brands: BrandChoice[];
  chosen: number[];
  /** Issue 18: a chosen promotion decides the brands; they are shown ticked, not to be changed. */
  disabled?: boolean;
  onChange: (brandIds: number[]) => void;
}

/** Brands grouped by company, in the seed's order. */
function byCompany(brands: BrandChoice[]): [string, BrandChoice[]][] {
  const groups = new Map<string, BrandChoice[]>();
  for (const brand of brands) groups.set(brand.company, [...(groups.get(brand.company) ?? []), brand]);
  return [...groups];
}

/** The brands the player runs; ticking none runs them all (SPEC §2: empty means every brand). */
export function BrandPicker({ brands, chosen, disabled = false, onChange }: BrandPickerProps) {
  const styles = useStyles();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((brandId) => brandId !== id));
  const hint = disabled
    ? 'Your promotion runs these brands. Choose every promotion to pick brands yourself.'
    : chosen.length === 0 ? 'None ticked: you run every brand.' : `You run ${chosen.length} of ${brands.length} brands.`;
  return (
    <FormGroup legend="Brands you run" hint={hint}>
      <div className={styles.companies}>
        {byCompany(brands).map(([company, list]) => (
          <div key={company} className={styles.company}>
            <Text size={200} className={styles.companyName}>
              {company || 'Independent'}
            </Text>
            {list.map((brand) => (
              <div key={brand.id} className={styles.brand}>
                <span className={styles.swatch} style={{ backgroundColor: brand.backgroundColor }} aria-hidden />
                <Checkbox
                  label={brand.name}
                  checked={chosen.includes(brand.id)}
                  disabled={disabled}
                  onChange={(_, data) => toggle(brand.id, data.checked === true)}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </FormGroup>
  );
}
