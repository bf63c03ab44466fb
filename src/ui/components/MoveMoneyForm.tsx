import { useId, useState } from 'react';
import { Button, Field, Input, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import type { TransferResult } from '../../application/brands';
import { formatMoney } from '../../domain/format';
import { transferAmountProblem } from '../../domain/rules/brand-transfer';
import { messageOf } from '../errors/message-of';
import { useServices } from '../services-context';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  input: { width: '100%', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  good: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
});

/** A brand money can leave or reach. */
export interface MoneyBrand {
  id: number;
  name: string;
  balance: number;
}

export interface MoveMoneyFormProps {
  /** The player's brands (the use case refuses any other). */
  brands: readonly MoneyBrand[];
  fromId?: number;
  toId?: number;
  /** Whole dollars to start with (a shortfall). */
  amount?: number;
  /** Why, for both ledgers; given, the form does not ask for it. */
  reason?: string;
  /** After a transfer was made: each brand's new balance. */
  onMoved: (result: Extract<TransferResult, { ok: true }>) => void;
}

const dollars = (text: string): number => {
  const clean = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
};

/**
 * Issue 33 item 6: money moves between two of the player's brands (Brands page, and the dialogs
 * whose brand cannot pay). The use case checks and writes both ledgers; a refusal shows its reason.
 */
export function MoveMoneyForm({ brands, fromId, toId, amount, reason, onMoved }: MoveMoneyFormProps) {
  const styles = useStyles();
  const { brands: service, logger } = useServices();
  const id = useId();
  const [from, setFrom] = useState(String(fromId ?? brands.find((b) => b.id !== toId)?.id ?? ''));
  const [to, setTo] = useState(String(toId ?? brands.find((b) => String(b.id) !== from)?.id ?? ''));
  const [text, setText] = useState(amount ? String(Math.ceil(amount)) : '');
  const [why, setWhy] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TransferResult | null>(null);
  const value = dollars(text);
  const giver = brands.find((b) => String(b.id) === from);
  const taker = brands.find((b) => String(b.id) === to);
  // Issue 34: the amount's limits (positive, to the cent, what the giving brand has, what the other
  // may hold) are said next to it as it is typed, and nothing is sent; the use case checks again.
  const amountError =
    text.trim() === ''
      ? undefined
      : !Number.isFinite(value)
        ? 'Type whole dollars (or dollars and cents), e.g. 190000.'
        : giver && taker && giver.id !== taker.id
          ? (transferAmountProblem(value, giver, taker) ?? undefined)
          : undefined;

  const submit = async () => {
    if (amountError || busy) return;
    if (text.trim() === '') return setOutcome({ ok: false, message: 'Type an amount of dollars above $0.' });
    setBusy(true);
    try {
      const result = await service.transfer({ fromBrandId: Number(from), toBrandId: Number(to), amount: value, reason: reason ?? why });
      setOutcome(result);
      if (result.ok) onMoved(result);
    } catch (cause) {
      logger.error('Could not move the money', cause);
      setOutcome({ ok: false, message: messageOf(cause) });
    } finally {
      setBusy(false);
    }
  };
  const option = (b: MoneyBrand) => (
    <option key={b.id} value={String(b.id)}>
      {b.name} ({formatMoney(b.balance)})
    </option>
  );
  return (
    // A group, not a form: it sits inside the signing and deal dialogs' own forms.
    <div className={styles.form} role="group" aria-label="Move money between your brands">
      <div className={styles.row}>
        <Field label="From">
          <Select value={from} onChange={(_, d) => setFrom(d.value)}>{brands.map(option)}</Select>
        </Field>
        <Field label="To">
          <Select value={to} onChange={(_, d) => setTo(d.value)}>{brands.map(option)}</Select>
        </Field>
        <Field label="Amount (US$)" validationState={amountError ? 'error' : 'none'} validationMessage={amountError}>
          <Input
            className={styles.input}
            inputMode="decimal"
            contentBefore="$"
            value={text}
            onChange={(_, d) => setText(d.value)}
            onKeyDown={(e) => {
              // Enter moves the money here, never submits the dialog around it.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void submit();
            }}
          />
        </Field>
      </div>
      {reason === undefined && (
        <Field label="Why (for both ledgers)" hint="Optional, e.g. “to pay for a counter-offer”.">
          <Input value={why} maxLength={200} onChange={(_, d) => setWhy(d.value)} />
        </Field>
      )}
      <div className={styles.actions}>
        <Button type="button" onClick={() => void submit()} icon={busy ? <Spinner size="tiny" /> : <ArrowSwapRegular />} disabled={busy || brands.length < 2} aria-describedby={id}>
          Move money
        </Button>
        <Text id={id} size={200}>
          The money leaves one brand's balance and reaches the other's; both ledgers record it.
        </Text>
      </div>
      {outcome && (
        <Text as="p" role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? styles.good : styles.bad}>
          {outcome.message}
        </Text>
      )}
    </div>
  );
}
