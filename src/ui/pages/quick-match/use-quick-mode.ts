import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Exhibition } from '../../../application/quick-match';
import { useServices } from '../../services-context';
import { quickModePath, readQuickMode } from './quick-mode-url';
import { messageOf } from '../../errors/message-of';

export type ApplyState = 'idle' | 'applying' | 'applied';

/**
 * The exhibition the address describes, replayed from its seed on the wrestlers as they are now.
 * `stale` when their records no longer match the stamp in the address (e.g. the result was applied).
 */
export function useQuickMode() {
  const { quickMatch, analytics } = useServices();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const address = useMemo(() => readQuickMode(id, search), [id, search]);
  const [exhibition, setExhibition] = useState<Exhibition | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applyState, setApplyState] = useState<ApplyState>('idle');
  const [applyError, setApplyError] = useState<string | null>(null);

  useEffect(() => {
    if (!address) return;
    let live = true;
    setExhibition(null);
    setError(null);
    setApplyState('idle');
    (async () => quickMatch.simulateExhibition(address))().then(
      (result) => live && setExhibition(result),
      (cause: unknown) => live && setError(messageOf(cause)),
    );
    return () => {
      live = false;
    };
  }, [quickMatch, address]);

  const apply = useCallback(async () => {
    if (!exhibition) return;
    setApplyState('applying');
    setApplyError(null);
    try {
      await quickMatch.applyExhibition(exhibition);
      analytics.track('Simulate', 'applyQuickMatch', { label: exhibition.type });
      setApplyState('applied');
    } catch (cause) {
      setApplyError(messageOf(cause));
      setApplyState('idle');
    }
  }, [quickMatch, analytics, exhibition]);

  const again = useCallback(async () => {
    if (!address) return;
    try {
      const next = await quickMatch.simulateExhibition({ teams: address.teams, type: address.type });
      navigate(quickModePath({ ...address, seed: next.seed, stamp: next.stamp }));
    } catch (cause) {
      setError(messageOf(cause));
    }
  }, [quickMatch, navigate, address]);

  const stale = !!exhibition && !!address?.stamp && address.stamp !== exhibition.stamp && applyState !== 'applied';
  return { address, exhibition, error, stale, applyState, applyError, apply, again };
}
