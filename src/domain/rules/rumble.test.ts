import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createRumble } from '../entities/rumble';
import { changeTitles } from './championship';
import { eliminateOne, enterNext, finishRumble, remainingEntrants, rumbleTitleChange, startRumble } from './rumble';
import { pickRumbleEntrants } from './rumble-entrants';
import { sequenceRng } from './test-rng';

const finished = createRumble({ date: '2026-01-25', championshipId: 7, entryIds: [1, 2], enteredIds: [1, 2], eliminationIds: [1], complete: true, winnerId: 2 });
const title = { ...createChampionship({ wrestlerIds: [] }), id: 7 };

describe('rumble steps', () => {
  it('returns the same record when a step does not apply', () => {
    const complete = createRumble({ complete: true, entryIds: [1, 2], enteredIds: [1, 2] });
    expect(startRumble(complete)).toBe(complete);
    expect(enterNext(complete)).toBe(complete);
    expect(eliminateOne(complete, sequenceRng([0]))).toBe(complete);
    expect(finishRumble(complete)).toBe(complete);
  });

  it('wins with the first remaining entrant in entry order', () => {
    const rumble = createRumble({ active: true, entryIds: [5, 6, 7], enteredIds: [5, 6, 7], eliminationIds: [5] });
    expect(remainingEntrants(rumble)).toEqual([6, 7]);
    expect(finishRumble(rumble).winnerId).toBe(6);
  });
});

describe('title change after a rumble', () => {
  it('makes the winner the holder on the rumble date', () => {
    expect(rumbleTitleChange(finished)).toEqual({ championshipId: 7, holders: [2], date: '2026-01-25', segmentId: null });
  });

  it('starts a reign for the winner when the title has no open reign', () => {
    const closedLongAgo = { ...createReign({ championshipId: 7, wrestlerIds: [9], endDate: '2020-01-01' }), id: 3 };
    const after = changeTitles({ championships: [title], reigns: [closedLongAgo] }, [rumbleTitleChange(finished)!]);
    expect(after.reigns).toEqual([
      closedLongAgo,
      expect.objectContaining({ wrestlerIds: [2], championshipId: 7, defenses: 0, startDate: '2026-01-25', endDate: null }),
    ]);
    expect(after.championships).toEqual([{ ...title, wrestlerIds: [2] }]);
  });

  it.each([
    ['the rumble is not complete', { ...finished, complete: false }],
    ['there is no winner', { ...finished, winnerId: null }],
    ['the rumble has no championship', { ...finished, championshipId: null }],
  ])('changes nothing when %s', (_, rumble) => {
    expect(rumbleTitleChange(rumble)).toBeNull();
  });
});

describe('drawing rumble entrants', () => {
  const signed = { role: 'WRESTLER' as const, status: 'SIGNED' as const };
  const roster = [
    { id: 1, gender: 'MALE' as const, active: true, retired: false, brandIds: [1], ...signed },
    { id: 2, gender: 'FEMALE' as const, active: true, retired: false, brandIds: [1], ...signed },
    { id: 3, gender: 'MALE' as const, active: false, retired: true, brandIds: [1], ...signed },
    { id: 4, gender: 'MALE' as const, active: true, retired: false, brandIds: [2], ...signed },
  ];

  it('lets everyone active in an intergender rumble and caps the field', () => {
    const all = pickRumbleEntrants(roster, { gender: 'INTERGENDER', brandIds: [] }, sequenceRng([0.99]));
    expect([...all].sort()).toEqual([1, 2, 4]);
    expect(pickRumbleEntrants(roster, { gender: 'INTERGENDER', brandIds: [], size: 2 }, sequenceRng([0.5]))).toHaveLength(2);
  });

  it('keeps to the gender and the brands', () => {
    expect(pickRumbleEntrants(roster, { gender: 'MALE', brandIds: [1] }, sequenceRng([0]))).toEqual([1]);
  });

  it('never draws staff, the retired or free agents, whatever the field', () => {
    const others = [
      { ...roster[0], id: 5, role: 'REFEREE' as const },
      { ...roster[0], id: 6, role: 'AUTHORITY' as const },
      { ...roster[0], id: 7, role: 'COMMENTATOR' as const },
      { ...roster[0], id: 8, status: 'UNSIGNED' as const },
      { ...roster[0], id: 9, retired: true },
    ];
    const drawn = pickRumbleEntrants([...roster, ...others], { gender: 'INTERGENDER', brandIds: [] }, sequenceRng([0.3]));
    expect([...drawn].sort()).toEqual([1, 2, 4]);
  });

  it('shuffles with the rng it is given', () => {
    // rng 0 always swaps the last unshuffled entrant with the first.
    expect(pickRumbleEntrants(roster, { gender: 'INTERGENDER', brandIds: [] }, sequenceRng([0]))).toEqual([2, 4, 1]);
  });
});
