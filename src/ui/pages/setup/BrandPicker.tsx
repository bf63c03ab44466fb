import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BrandChoice } from '../../../application/new-game';
import { FormGroup } from './FormGroup';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingVerticalXXS,
  },
  brand: { display: 'flex', alignItems: 'center' },
  swatch: { width: '12px', height: '12px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
  company: { color: tokens.colorNeutralForeground3 },
});

interface BrandPickerProps {
  brands: BrandChoice[];
  chosen: number[];
  onChange: (brandIds: number[]) => void;
}

/** The brands the player runs; ticking none runs them all (SPEC §2: empty means every brand). */
export function BrandPicker({ brands, chosen, onChange }: BrandPickerProps) {
  const styles = useStyles();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((brandId) => brandId !== id));
  const hint = chosen.length === 0 ? 'None ticked: you run every brand.' : `You run ${chosen.length} of ${brands.length} brands.`;
  return (
    <FormGroup legend="Brands you run" hint={hint}>
      <div className={styles.list}>
        {brands.map((brand) => (
          <div key={brand.id} className={styles.brand}>
            <span className={styles.swatch} style={{ backgroundColor: brand.backgroundColor }} aria-hidden />
            <Checkbox
              label={
                <>
                  {brand.name} <Text size={200} className={styles.company}>{brand.company}</Text>
                </>
              }
              checked={chosen.includes(brand.id)}
              onChange={(_, data) => toggle(brand.id, data.checked === true)}
            />
          </div>
        ))}
      </div>
    </FormGroup>
  );
}
