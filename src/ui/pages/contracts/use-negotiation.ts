import { useState } from 'react';
import type { ContractRow, OfferResult, SigningBrand } from '../../../application/contracts';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';
import { readOffer, offerValuesOf, type OfferErrors, type OfferValues } from './offer-form';

/** The offer form of one negotiation, and the wrestler's last answer. */
export function useNegotiation(row: ContractRow, brands: readonly SigningBrand[], onSigned: (result: OfferResult) => void) {
  const { contracts, logger } = useServices();
  const free = row.status === 'UNSIGNED';
  const firstOpen = brands.find((b) => b.problem === null);
  const [values, setValues] = useState<OfferValues>(() => offerValuesOf(row.asking, free && firstOpen ? String(firstOpen.id) : ''));
  const [errors, setErrors] = useState<OfferErrors>({});
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
    if (answer?.kind === 'counter') setValues((v) => offerValuesOf(answer.terms, v.brandId));
  };
  const brandProblem = free ? brands.find((b) => String(b.id) === values.brandId)?.problem ?? null : row.brandIds.map((id) => brands.find((b) => b.id === id)?.problem).find(Boolean) ?? null;
  return { free, values, errors, answer, busy, change, submit, takeCounter, brandProblem };
}
