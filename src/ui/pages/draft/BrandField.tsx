import { useId } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import type { DraftBrand } from '../../../application/draft';
import { formatMoney } from '../../../domain/format';
import { ChipSelector } from '../../components/ChipSelector';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface BrandFieldProps {
  brands: readonly DraftBrand[];
  brandId: number | null;
  error?: string;
  onChoose: (brandId: number) => void;
}

/**
 * Exactly one brand (SPEC §5): a chip per brand, choosing one replaces the last. A fieldset, not
 * a Field: the chips keep their own names and the legend names the group.
 */
export function BrandField({ brands, brandId, error, onChoose }: BrandFieldProps) {
  const styles = useStyles();
  const messageId = useId();
  const chosen = brands.find((b) => b.id === brandId);
  return (
    <fieldset className={styles.root} aria-describedby={messageId} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        Brand<span className={styles.required} aria-hidden>*</span>
      </legend>
      <ChipSelector
        label="Brands"
        size="medium"
        options={brands.map((b) => ({ label: b.name, value: b.id }))}
        value={brandId}
        // Choosing the chosen chip again keeps it: the draft always has exactly one brand.
        onChoose={(value) => value !== null && onChoose(value)}
      />
      {error ? (
        <Text id={messageId} size={200} className={styles.error} role="alert">
          <ErrorCircleRegular aria-hidden /> {error}
        </Text>
      ) : (
        <Text id={messageId} size={200} className={styles.hint}>
          {chosen ? `${chosen.name} has ${formatMoney(chosen.balance)} in the bank.` : 'The brand that signs the wrestler and pays.'}
        </Text>
      )}
    </fieldset>
  );
}
