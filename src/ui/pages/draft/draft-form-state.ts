import { addDays, isIsoDate } from '../../../domain/dates';
import { DRAFT_CONTRACT_DAYS } from '../../../domain/entities/draft';
import { draftFormDefaults, type DraftField, type DraftFormValues } from '../../../application/draft';

/** The form as typed: number boxes keep their text, so "12." or "" can be shown and checked. */
export interface DraftFormText {
  startDate: string;
  endDate: string;
  cost: string;
  pick: string;
  brandId: number | null;
  wrestlerId: number | null;
  appearances: string;
  contractType: string;
  complete: boolean;
  /** Fields the player changed: their messages show at once, and defaults stop following. */
  touched: ReadonlySet<DraftField>;
}

export const initialFormText = (gameDate: string, keep?: Partial<DraftFormText>): DraftFormText => {
  const d = draftFormDefaults(gameDate);
  return {
    startDate: d.startDate,
    endDate: d.endDate,
    cost: String(d.costPerAppearance),
    pick: String(d.pick),
    brandId: null,
    wrestlerId: null,
    appearances: String(d.amountOfAppearances),
    contractType: d.contractType,
    complete: d.complete,
    touched: new Set(),
    ...keep,
  };
};

/** An empty box is "nothing entered"; anything else that is no number reads NaN. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export const valuesOf = (form: DraftFormText): DraftFormValues => ({
  startDate: form.startDate,
  endDate: form.endDate,
  costPerAppearance: numberOf(form.cost),
  pick: numberOf(form.pick),
  brandId: form.brandId,
  wrestlerId: form.wrestlerId,
  amountOfAppearances: numberOf(form.appearances),
  contractType: form.contractType,
  complete: form.complete,
});

type Editable = Omit<DraftFormText, 'touched'>;

/**
 * One field changed. Until the player sets them, the end date follows the start date (+400 days,
 * SPEC §4) and the cost follows the chosen wrestler's (SPEC §5: from the wrestler, else 100).
 */
export function changeField<K extends keyof Editable>(
  form: DraftFormText,
  field: K,
  value: Editable[K],
  costOf: (wrestlerId: number) => number | undefined,
): DraftFormText {
  const key: DraftField = field === 'cost' ? 'costPerAppearance' : field === 'appearances' ? 'amountOfAppearances' : field;
  const next: DraftFormText = { ...form, [field]: value, touched: new Set([...form.touched, key]) };
  if (field === 'startDate' && !form.touched.has('endDate') && isIsoDate(value)) {
    next.endDate = addDays(value as string, DRAFT_CONTRACT_DAYS);
  }
  if (field === 'wrestlerId' && !form.touched.has('costPerAppearance') && typeof value === 'number') {
    const cost = costOf(value);
    if (cost !== undefined) next.cost = String(cost);
  }
  return next;
}
