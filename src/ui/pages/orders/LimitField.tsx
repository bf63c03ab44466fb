import { Field, Input, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OrdersBrand } from '../../../application/promotions';
import { formatMoney } from '../../../domain/format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingLeft: tokens.spacingHorizontalXXL },
  amount: { width: '280px' },
});

/** A limit as the form edits it: what the brand can afford, or a fixed amount typed as text. */
export interface LimitValue {
  mode: 'afford' | 'fixed';
  amount: string;
}

export const limitValueOf = (limit: number | null): LimitValue => (limit === null ? { mode: 'afford', amount: '' } : { mode: 'fixed', amount: String(limit) });

/** The limit the value stands for, or a reason it is not one. */
export function limitOf(value: LimitValue): { limit: number | null } | { problem: string } {
  if (value.mode === 'afford') return { limit: null };
  const amount = Number(value.amount.replace(/[$,\s]/g, ''));
  if (value.amount.trim() === '' || !Number.isFinite(amount) || amount < 100) return { problem: 'Type an amount of at least $100 an appearance.' };
  // Issue 34: no order pays more than an offer may.
  if (amount > 10_000_000) return { problem: 'Type an amount of at most $10,000,000 an appearance.' };
  return { limit: Math.round(amount) };
}

/** "AWE Onslaught up to $153,840, AWE Foundry up to $38,460 an appearance". */
const affordable = (brands: readonly OrdersBrand[]): string =>
  brands.length === 0 ? 'no brand yet' : `${brands.map((b) => `${b.name} up to ${formatMoney(b.affordable)}`).join(', ')} an appearance`;

interface LimitFieldProps {
  label: string;
  value: LimitValue;
  onChange(value: LimitValue): void;
  brands: readonly OrdersBrand[];
  yearAppearances: number;
  disabled?: boolean;
  problem?: string | null;
}

/** "Up to": what the wrestler's brand can afford (with today's figures), or a fixed amount an appearance. */
export function LimitField({ label, value, onChange, brands, yearAppearances, disabled, problem }: LimitFieldProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Field label={label}>
        <RadioGroup value={value.mode} disabled={disabled} onChange={(_, d) => onChange({ ...value, mode: d.value as LimitValue['mode'] })}>
          <Radio value="afford" label="What the wrestler's brand can afford" />
          <Radio value="fixed" label="A fixed amount an appearance" />
        </RadioGroup>
      </Field>
      {value.mode === 'afford' ? (
        <Text size={200}>
          A brand can afford a contract when its balance covers half the contract's wages. Today, for a year's full-time
          contract ({yearAppearances} appearances): {affordable(brands)}.
        </Text>
      ) : (
        <Field
          className={styles.amount}
          label={`${label}: amount an appearance (US$)`}
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem ?? undefined}
        >
          <Input inputMode="numeric" contentBefore="$" value={value.amount} disabled={disabled} onChange={(_, d) => onChange({ ...value, amount: d.value })} />
        </Field>
      )}
    </div>
  );
}
