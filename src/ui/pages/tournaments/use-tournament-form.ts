import { useEffect, useMemo, useState } from 'react';
import type { CreateTournamentOptions, TournamentFormData } from '../../../application/tournament';
import { useServices } from '../../services-context';
import * as Draft from './tournament-draft';
import { messageOf } from '../../errors/message-of';

/** The create form: its choices, who fits the field, what blocks it, and submitting. */
export function useTournamentForm(onCreate: (options: CreateTournamentOptions) => Promise<void>, version: number) {
  const { tournaments, logger } = useServices();
  const [data, setData] = useState<TournamentFormData | null>(null);
  const [draft, setDraft] = useState<Draft.TournamentDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => tournaments.form())().then(
      (next) => {
        if (!live) return;
        setData(next);
        // Reloaded after every change (records move with each match): the player's choices stay.
        setDraft((current) => current ?? Draft.initialDraft(next));
      },
      (cause: unknown) => {
        logger.error('Could not read the tournament form', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [tournaments, logger, version]);

  const candidates = useMemo(() => data?.candidates ?? [], [data]);
  const eligible = useMemo(() => (draft ? Draft.eligibleOf(draft, candidates) : []), [draft, candidates]);
  const change = (next: Draft.TournamentDraft) => {
    setError(null);
    setDraft(next);
  };

  const submit = async () => {
    if (!draft || !data) return;
    setBusy(true);
    try {
      await onCreate(Draft.toTournamentOptions(draft));
      setDraft(Draft.initialDraft(data));
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return { data, draft, eligible, error, busy, change, submit, candidates };
}

export type TournamentForm = ReturnType<typeof useTournamentForm>;
