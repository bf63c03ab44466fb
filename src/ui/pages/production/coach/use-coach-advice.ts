import { useState } from 'react';
import type { AppServices } from '../../../../application/services';
import { messageOf } from '../../../errors/message-of';
import { useServices } from '../../../services-context';

/**
 * The coach dialogs' shared state (issue 32): opening the dialog asks the coach afresh (the last answer
 * and error cleared first); `apply` closes it and hands the suggestion on.
 */
export function useCoachAdvice<S, A extends { suggestion: S | null }>(
  ask: (services: AppServices) => Promise<A>,
  applySuggestion: (suggestion: S) => Promise<void>,
) {
  const services = useServices();
  const [open, setOpen] = useState(false);
  const [advice, setAdvice] = useState<A | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (_: unknown, data: { open: boolean }) => {
    setOpen(data.open);
    if (!data.open) return;
    setAdvice(null);
    setError(null);
    ask(services).then(setAdvice, (cause: unknown) => setError(messageOf(cause)));
  };
  const suggestion = advice?.suggestion ?? null;
  const apply = async () => {
    if (!suggestion) return;
    setOpen(false);
    // Focus goes back to the button that opened the dialog (Fluent restores it); the card re-reads.
    await applySuggestion(suggestion);
  };
  return { open, onOpenChange, advice, error, suggestion, apply };
}
