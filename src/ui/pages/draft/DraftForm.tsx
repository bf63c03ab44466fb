import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import {
  CONTRACT_TYPES, draftFormProblems, formContextOf, type DraftField, type DraftProblems, type DraftSubmitResult, type DraftView,
} from '../../../application/draft';
import { CostLabel } from '../../components/CostLabel';
import { RouteLink } from '../../components/RouteLink';
import { formatMoney } from '../../../domain/format';
import { BrandField } from './BrandField';
import { CONTRACT_LABELS } from './contract-labels';
import { changeField, initialFormText, valuesOf, type DraftFormText } from './draft-form-state';
import { WrestlerField } from './WrestlerField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});


export interface DraftFormProps {
  view: DraftView;
  busy: boolean;
  onSubmit: (values: ReturnType<typeof valuesOf>) => Promise<DraftSubmitResult | null>;
}

/** SPEC §2 "Draft form": every field checked as it changes; only a form without problems is saved. */
export function DraftForm({ view, busy, onSubmit }: DraftFormProps) {
  const styles = useStyles();
  const [form, setForm] = useState<DraftFormText>(() => initialFormText(view.gameDate));
  const [attempted, setAttempted] = useState(false);
  const [stored, setStored] = useState<DraftProblems>({});
  const [saved, setSaved] = useState<string | null>(null);
  // Bumped after a save, so the wrestler box forgets what was typed in it.
  const [resets, setResets] = useState(0);
  // After a refused save, the keyboard lands on the first field with a message.
  const formRef = useRef<HTMLFormElement>(null);
  const [focusProblem, setFocusProblem] = useState(0);
  useEffect(() => {
    if (focusProblem === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('button') : invalid)?.focus();
  }, [focusProblem]);
  const context = useMemo(() => formContextOf(view), [view]);
  const values = valuesOf(form);
  const problems: DraftProblems = { ...draftFormProblems(view.market ? { ...values, costPerAppearance: 0 } : values, context), ...stored };
  // A message shows once its field was changed, or for every field after a save was tried.
  const shown = (field: DraftField) => (attempted || form.touched.has(field) ? problems[field] : undefined);
  const costOf = (id: number) => view.wrestlers.find((w) => w.id === id)?.cost;
  const set = <K extends keyof Omit<DraftFormText, 'touched'>>(field: K, value: DraftFormText[K]) => {
    setForm((current) => changeField(current, field, value, costOf));
    setStored({});
    setSaved(null);
  };
  const chosen = view.wrestlers.find((w) => w.id === form.wrestlerId);
  // With rivals the cost is always the chosen wrestler's market price (the use case charges it).
  const cost = view.market ? (chosen?.cost ?? 0) : (values.costPerAppearance ?? 0);
  const total = (values.amountOfAppearances ?? 0) * cost;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(problems).length > 0) {
      setFocusProblem((n) => n + 1);
      return;
    }
    const result = await onSubmit(view.market && chosen ? { ...values, costPerAppearance: chosen.cost } : values);
    if (!result) return;
    if (!result.ok) {
      setStored(result.problems);
      setFocusProblem((n) => n + 1);
      return;
    }
    const wrestler = view.wrestlers.find((w) => w.id === result.draft.wrestlerId)?.name ?? 'The wrestler';
    const brand = view.brands.find((b) => b.id === result.draft.brandId)?.name ?? 'the brand';
    setSaved(
      result.draft.complete
        ? `${wrestler} saved as a completed draft for ${brand}: nobody signs and nothing is charged.`
        : `${wrestler} drafted to ${brand} as pick ${result.draft.pick}. Process drafts to sign them.`,
    );
    // Ready for the next pick of the same brand.
    setForm(initialFormText(view.gameDate, { brandId: form.brandId, pick: String(result.draft.pick + 1) }));
    setAttempted(false);
    setResets((n) => n + 1);
  };

  const number = (field: 'cost' | 'pick' | 'appearances', key: DraftField, label: string, hint: string, step = '1') => (
    <Field label={label} required validationState={shown(key) ? 'error' : 'none'} validationMessage={shown(key) ?? hint}>
      <Input type="number" inputMode="decimal" step={step} value={form[field]} onChange={(_, d) => set(field, d.value)} />
    </Field>
  );
  const date = (field: 'startDate' | 'endDate', label: string, hint: string) => (
    <Field label={label} required validationState={shown(field) ? 'error' : 'none'} validationMessage={shown(field) ?? hint}>
      <Input type="date" value={form[field]} onChange={(_, d) => set(field, d.value)} />
    </Field>
  );

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} aria-label="New draft" noValidate>
      {view.market && (
        <Text>
          You draft for {view.market.promotion}'s brands only, free agents and your own wrestlers, each at their market price.
          Rivals' wrestlers are reached through the <RouteLink to="/talent">Talent war</RouteLink>.
        </Text>
      )}
      <BrandField brands={view.brands} brandId={form.brandId} error={shown('brandId')} onChoose={(id) => set('brandId', id)} />
      <WrestlerField
        key={resets}
        wrestlers={view.wrestlers}
        market={view.market !== undefined}
        wrestlerId={form.wrestlerId}
        pendingPickOf={context.pendingPickOf}
        error={shown('wrestlerId')}
        onChoose={(id) => set('wrestlerId', id)}
        onClear={() => setForm((current) => ({ ...current, wrestlerId: null }))}
      />
      <div className={styles.row}>
        {number('pick', 'pick', 'Pick number', 'Order of the pick.')}
        {number('appearances', 'amountOfAppearances', 'Amount of appearances', 'Appearances the contract pays for.')}
        {view.market ? (
          // Issue 33: with rivals, the cost is the wrestler's market price, not a number to type.
          <Field label="Cost per appearance" hint={chosen ? `${chosen.name}'s market price: what they ask to sign.` : 'The chosen wrestler’s market price.'}>
            <Input readOnly value={chosen ? formatMoney(chosen.cost) : '—'} aria-readonly />
          </Field>
        ) : (
          number('cost', 'costPerAppearance', 'Cost per appearance', 'US dollars; the wrestler’s cost by default.', '0.01')
        )}
      </div>
      <div className={styles.row}>
        {date('startDate', 'Start date', 'The game date by default.')}
        {date('endDate', 'End date', 'When the contract expires (400 days on).')}
      </div>
      <Field label="Contract type" validationState={shown('contractType') ? 'error' : 'none'} validationMessage={shown('contractType')}>
        <RadioGroup layout="horizontal" value={form.contractType} onChange={(_, d) => set('contractType', d.value)}>
          {CONTRACT_TYPES.map((type) => (
            <Radio key={type} value={type} label={CONTRACT_LABELS[type]} />
          ))}
        </RadioGroup>
      </Field>
      <Field label="Complete" hint="A complete draft is never processed: nobody signs and nothing is charged.">
        <Switch checked={form.complete} onChange={(_, d) => set('complete', d.checked)} />
      </Field>
      <div className={styles.footer}>
        <Text>
          <CostLabel amount={Number.isFinite(total) ? total : 0} /> for the brand (appearances × cost)
        </Text>
        <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={busy}>
          Save draft
        </Button>
      </div>
      {saved && <Text role="status">{saved}</Text>}
    </form>
  );
}
