import type { CreateTournamentOptions, TournamentCandidate, TournamentFormData } from '../../../application/tournament';
import { TournamentMessages } from '../../../application/tournament';
import type { ChampionshipGender } from '../../../domain/entities/enums';
import type { TournamentSize } from '../../../domain/rules/tournament';
import { isTournamentEligible, seedByPoints } from '../../../domain/rules/tournament-field';

// The create form's state, kept pure so its rules are tested without rendering.

export type EntrantMode = 'points' | 'chosen';

export interface TournamentDraft {
  name: string;
  date: string;
  gender: ChampionshipGender;
  brandIds: number[];
  championshipId: number | null;
  size: TournamentSize;
  mode: EntrantMode;
  /** In bracket order when choosing by hand. */
  chosenIds: number[];
  recordResults: boolean;
}

export const initialDraft = (data: TournamentFormData): TournamentDraft => ({
  name: '',
  date: data.date,
  gender: data.gender,
  brandIds: [...data.brandIds],
  championshipId: null,
  size: 8,
  mode: 'points',
  chosenIds: [],
  recordResults: true,
});

export const eligibleOf = (draft: TournamentDraft, candidates: readonly TournamentCandidate[]): TournamentCandidate[] =>
  candidates.filter((c) => isTournamentEligible(c, { gender: draft.gender, brandIds: draft.brandIds }));

/** A narrower field drops the chosen entrants who no longer fit it. */
export function withField(draft: TournamentDraft, change: Partial<Pick<TournamentDraft, 'gender' | 'brandIds'>>, candidates: readonly TournamentCandidate[]): TournamentDraft {
  const next = { ...draft, ...change };
  const fits = new Set(eligibleOf(next, candidates).map((c) => c.id));
  return { ...next, chosenIds: next.chosenIds.filter((id) => fits.has(id)) };
}

/** Chooses a title: its division and brands become the field (as creating would default them). */
export function withChampionship(draft: TournamentDraft, id: number | null, data: TournamentFormData): TournamentDraft {
  const title = data.championships.find((c) => c.id === id);
  const field = title ? { gender: title.gender, brandIds: title.brandIds.length ? [...title.brandIds] : draft.brandIds } : {};
  return withField({ ...draft, championshipId: title ? title.id : null }, field, data.candidates);
}

export const addEntrant = (draft: TournamentDraft, id: number): TournamentDraft =>
  draft.chosenIds.includes(id) || draft.chosenIds.length >= draft.size ? draft : { ...draft, chosenIds: [...draft.chosenIds, id] };

export const removeEntrant = (draft: TournamentDraft, id: number): TournamentDraft => ({
  ...draft,
  chosenIds: draft.chosenIds.filter((chosen) => chosen !== id),
});

/** A smaller field keeps the first entrants chosen. */
export const withSize = (draft: TournamentDraft, size: TournamentSize): TournamentDraft => ({
  ...draft,
  size,
  chosenIds: draft.chosenIds.slice(0, size),
});

/** The bracket the form would create, in bracket order (partial while choosing by hand). */
export const entrantsOf = (draft: TournamentDraft, candidates: readonly TournamentCandidate[]): number[] =>
  draft.mode === 'chosen' ? draft.chosenIds : seedByPoints(eligibleOf(draft, candidates), draft.size);

/** What stops the form from creating, in words for the player (empty when it can). */
export function draftProblems(draft: TournamentDraft, candidates: readonly TournamentCandidate[]): string[] {
  const problems: string[] = [];
  if (!draft.date) problems.push('Choose a date.');
  const eligible = eligibleOf(draft, candidates).length;
  if (eligible < draft.size) problems.push(TournamentMessages.tooFew(eligible, draft.size));
  else if (draft.mode === 'chosen' && draft.chosenIds.length < draft.size) {
    const left = draft.size - draft.chosenIds.length;
    problems.push(`Choose ${left} more ${left === 1 ? 'entrant' : 'entrants'}.`);
  }
  return problems;
}

export const toTournamentOptions = (draft: TournamentDraft): CreateTournamentOptions => ({
  name: draft.name,
  date: draft.date,
  gender: draft.gender,
  brandIds: draft.brandIds,
  championshipId: draft.championshipId,
  recordResults: draft.recordResults,
  ...(draft.mode === 'chosen' ? { wrestlerIds: draft.chosenIds } : { size: draft.size }),
});
