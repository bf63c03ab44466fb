import type { TournamentFormData } from '../../../application/tournament';
import * as Draft from './tournament-draft';

const candidate = (id: number, points: number, more: Partial<TournamentFormData['candidates'][number]> = {}) => ({
  id, name: `W${id}`, gender: 'MALE' as const, brandIds: [1], points, active: true, retired: false, role: 'WRESTLER' as const, status: 'SIGNED' as const, ...more,
});
const data: TournamentFormData = {
  date: '2026-11-21',
  gender: 'MALE',
  brandIds: [],
  brands: [{ id: 1, name: 'Red' }, { id: 2, name: 'Blue' }],
  championships: [{ id: 9, name: 'Women’s Title', gender: 'FEMALE', brandIds: [2] }],
  candidates: [candidate(1, 90), candidate(2, 80), candidate(3, 70), candidate(4, 60), candidate(5, 50, { gender: 'FEMALE', brandIds: [2] })],
};

describe('the create form', () => {
  it('starts on the game date, eight entrants seeded by points, results counted', () => {
    expect(Draft.initialDraft(data)).toMatchObject({ date: '2026-11-21', size: 8, mode: 'points', recordResults: true, championshipId: null });
  });

  it('previews the seeded bracket and says when the field is too small', () => {
    const four = Draft.withSize(Draft.initialDraft(data), 4);
    expect(Draft.entrantsOf(four, data.candidates)).toEqual([1, 4, 2, 3]);
    expect(Draft.draftProblems(four, data.candidates)).toEqual([]);
    expect(Draft.draftProblems(Draft.initialDraft(data), data.candidates)).toEqual([
      'Only 4 eligible wrestlers for a field of 8: widen the gender or brands, or make the field smaller.',
    ]);
  });

  it('adds chosen entrants in order up to the field size, once each, and trims them when the field shrinks', () => {
    let draft: Draft.TournamentDraft = { ...Draft.initialDraft(data), mode: 'chosen', size: 4 };
    for (const id of [3, 1, 3, 2, 4, 1]) draft = Draft.addEntrant(draft, id);
    expect(draft.chosenIds).toEqual([3, 1, 2, 4]);
    expect(Draft.addEntrant(draft, 5)).toBe(draft);
    expect(Draft.draftProblems(Draft.removeEntrant(draft, 1), data.candidates)).toEqual(['Choose 1 more entrant.']);
    expect(Draft.toTournamentOptions(draft)).toMatchObject({ wrestlerIds: [3, 1, 2, 4] });
    expect(Draft.toTournamentOptions(draft)).not.toHaveProperty('size');
  });

  it('takes the division and brands of a chosen title and drops entrants who no longer fit', () => {
    const draft = { ...Draft.initialDraft(data), mode: 'chosen' as const, chosenIds: [1, 2] };
    const forTitle = Draft.withChampionship(draft, 9, data);
    expect(forTitle).toMatchObject({ championshipId: 9, gender: 'FEMALE', brandIds: [2], chosenIds: [] });
    expect(Draft.eligibleOf(forTitle, data.candidates).map((c) => c.id)).toEqual([5]);
    expect(Draft.withChampionship(forTitle, null, data).championshipId).toBeNull();
  });

  it('asks for a date', () => {
    expect(Draft.draftProblems({ ...Draft.withSize(Draft.initialDraft(data), 4), date: '' }, data.candidates)).toEqual(['Choose a date.']);
  });
});
