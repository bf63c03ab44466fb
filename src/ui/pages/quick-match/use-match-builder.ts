import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { teamsProblem, type QuickMatchCandidate } from '../../../application/quick-match';
import { useServices } from '../../services-context';
import * as Draft from './match-draft';
import { quickModePath } from './quick-mode-url';
import { messageOf } from '../../errors/message-of';

/** The match being built, the wrestlers to pick from, and the actions of `/simulate-match/create`. */
export function useMatchBuilder() {
  const { quickMatch, logger, analytics } = useServices();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft.MatchDraft>(Draft.initialMatchDraft);
  const [candidates, setCandidates] = useState<QuickMatchCandidate[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure lands in the error message.
    (async () => quickMatch.candidates())().then(
      (rows) => live && setCandidates(rows),
      (cause: unknown) => {
        logger.error('Could not list the wrestlers', cause);
        if (live) setError(messageOf(cause));
      },
    );
    return () => {
      live = false;
    };
  }, [quickMatch, logger]);

  const byId = useMemo(() => new Map((candidates ?? []).map((c) => [c.id, c])), [candidates]);
  const nameOf = useCallback((id: number) => byId.get(id)?.name ?? `#${id}`, [byId]);

  const change = (next: Draft.MatchDraft) => {
    setNotice(null);
    setDraft(next);
  };

  const add = (team: number, wrestlerId: number) => {
    const { draft: next, refusedIn } = Draft.addWrestler(draft, team, wrestlerId);
    if (refusedIn !== null) setNotice(`${nameOf(wrestlerId)} is already in Team ${refusedIn + 1}.`);
    else change(next);
  };

  const pickForMe = async () => {
    setBusy(true);
    try {
      const { teams } = await quickMatch.randomTeams({ type: draft.type });
      if (teams.length < 2) setNotice('Not enough eligible wrestlers for this match type. Pick them yourself.');
      else change(Draft.setTeams(draft, teams));
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  const simulate = async () => {
    setBusy(true);
    try {
      const result = await quickMatch.simulateExhibition({ teams: draft.teams, type: draft.type });
      analytics.track('Simulate', 'quickMatch', { label: draft.type });
      navigate(quickModePath({ seed: result.seed, type: result.type, teams: draft.teams, stamp: result.stamp }));
    } catch (cause) {
      setError(messageOf(cause));
      setBusy(false);
    }
  };

  return {
    draft,
    candidates,
    byId,
    notice,
    error,
    busy,
    problem: teamsProblem(draft.teams, draft.type),
    add,
    remove: (team: number, wrestlerId: number) => change(Draft.removeWrestler(draft, team, wrestlerId)),
    addTeam: () => change(Draft.addTeam(draft)),
    removeTeam: (team: number) => change(Draft.removeTeam(draft, team)),
    setType: (type: string) => change(Draft.setType(draft, type)),
    pickForMe,
    simulate,
  };
}

export type MatchBuilder = ReturnType<typeof useMatchBuilder>;
