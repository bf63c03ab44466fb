import { useState } from 'react';
import { billText, contractBill, shortfallOf, type ContractRow, type OfferResult, type SigningBrand } from '../../../application/contracts';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';
import { readOffer, offerValuesOf, type OfferErrors, type OfferValues } from './offer-form';

/** The offer form of one negotiation, and the wrestler's last answer. */
export function useNegotiation(row: ContractRow, given: readonly SigningBrand[], onSigned: (result: OfferResult) => void, market = false) {
  const { contracts, logger } = useServices();
  const free = row.status === 'UNSIGNED';
  // Issue 33: money moved from the dialog changes the balances shown (and the shortfall).
  const [balances, setBalances] = useState<ReadonlyMap<number, number>>(new Map());
  const brands = given.map((b) => (balances.has(b.id) ? { ...b, balance: balances.get(b.id)! } : b));
  const firstOpen = brands.find((b) => b.problem === null);
  const [values, setValues] = useState<OfferValues>(() => offerValuesOf(row.asking, free && firstOpen ? String(firstOpen.id) : ''));
  // Issue 34: asking terms past the offer limits are said next to their fields from the start.
  const [errors, setErrors] = useState<OfferErrors>(() => {
    const read = readOffer(values, false);
    return 'errors' in read ? read.errors : {};
  });
  const [answer, setAnswer] = useState<OfferResult | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<OfferValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async () => {
    const read = readOffer(values, free);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await contracts.offer({ wrestlerId: row.id, brandId: read.brandId, terms: read.terms });
      setAnswer(result);
      if (result.kind === 'accepted' || result.kind === 'walked') onSigned(result);
    } catch (cause) {
      logger.error('Could not make the offer', cause);
      setAnswer({ kind: 'refused', message: messageOf(cause) });
    } finally {
      setBusy(false);
    }
  };
  /** Put the counter-offer's terms in the form, to offer them back. */
  const takeCounter = () => {
    if (answer?.kind !== 'counter') return;
    const next = offerValuesOf(answer.terms, values.brandId);
    setValues(next);
    // Issue 34: terms past the offer limits are said next to their fields at once, before any offer.
    const read = readOffer(next, free);
    setErrors('errors' in read ? read.errors : {});
  };
  const brandProblem = free ? brands.find((b) => String(b.id) === values.brandId)?.problem ?? null : row.brandIds.map((id) => brands.find((b) => b.id === id)?.problem).find(Boolean) ?? null;
  // What the typed terms cost and which brand pays; with rivals, exactly what the chosen brand lacks.
  const read = readOffer(values, false);
  const terms = 'terms' in read ? read.terms : null;
  const brand = free ? brands.find((b) => String(b.id) === values.brandId) : undefined;
  const payer = free ? brand?.name : row.brandNames.join(' & ') || undefined;
  const bill = terms && payer ? billText(terms, payer) : null;
  const shortfall = market && free && terms && brand ? shortfallOf(brand, terms, 'signing', brands) : null;
  /** What the chosen brand lacks, in dollars (0 when it can pay). */
  const short = terms && brand ? Math.max(0, contractBill(terms).needed - brand.balance) : 0;
  const moved = (next: readonly { brandId: number; balance: number }[]) =>
    setBalances((current) => new Map([...current, ...next.map((b) => [b.brandId, b.balance] as const)]));
  return { free, brands, values, errors, answer, busy, change, submit, takeCounter, brandProblem, bill, shortfall, short, brand, moved };
}
