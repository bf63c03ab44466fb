import { DEFAULT_QUICK_MATCH_TYPE } from '../../../application/quick-match';

/** The match being built on `/simulate-match/create`: a type and wrestler ids per team. */
export interface MatchDraft {
  type: string;
  teams: number[][];
}

export const initialMatchDraft = (): MatchDraft => ({ type: DEFAULT_QUICK_MATCH_TYPE, teams: [[], []] });

/** The index of the team a wrestler is in, or -1. */
export const teamOf = (draft: MatchDraft, wrestlerId: number): number =>
  draft.teams.findIndex((team) => team.includes(wrestlerId));

/** Adds a wrestler to a team; a wrestler already in the match is refused (the draft is unchanged). */
export function addWrestler(draft: MatchDraft, team: number, wrestlerId: number): { draft: MatchDraft; refusedIn: number | null } {
  const already = teamOf(draft, wrestlerId);
  if (already >= 0 || !draft.teams[team]) return { draft, refusedIn: already >= 0 ? already : null };
  return { draft: { ...draft, teams: draft.teams.map((ids, i) => (i === team ? [...ids, wrestlerId] : ids)) }, refusedIn: null };
}

export const removeWrestler = (draft: MatchDraft, team: number, wrestlerId: number): MatchDraft => ({
  ...draft,
  teams: draft.teams.map((ids, i) => (i === team ? ids.filter((id) => id !== wrestlerId) : ids)),
});

export const addTeam = (draft: MatchDraft): MatchDraft => ({ ...draft, teams: [...draft.teams, []] });

/** Later teams move up a number, as they do on a card. */
export const removeTeam = (draft: MatchDraft, team: number): MatchDraft => ({
  ...draft,
  teams: draft.teams.filter((_, i) => i !== team),
});

export const setType = (draft: MatchDraft, type: string): MatchDraft => ({ ...draft, type });

export const setTeams = (draft: MatchDraft, teams: number[][]): MatchDraft => ({ ...draft, teams: teams.map((t) => [...t]) });
