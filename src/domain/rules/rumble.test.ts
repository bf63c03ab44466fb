import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createRumble } from '../entities/rumble';
import { eliminateOne, enterNext, finishRumble, remainingEntrants, rumbleTitleChange, startRumble } from './rumble';
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
  it('starts a reign for the winner when the title has no open reign', () => {
    const closedLongAgo = { ...createReign({ championshipId: 7, wrestlerIds: [9], endDate: '2020-01-01' }), id: 3 };
    const change = rumbleTitleChange({ rumble: finished, championship: title, reigns: [closedLongAgo] });
    expect(change.closed).toBeNull();
    expect(change.opened).toMatchObject({ wrestlerIds: [2], championshipId: 7, defenses: 0, startDate: '2026-01-25', endDate: null });
    expect(change.championship).toMatchObject({ id: 7, wrestlerIds: [2] });
  });

  it.each([
    ['the rumble is not complete', { ...finished, complete: false }],
    ['there is no winner', { ...finished, winnerId: null }],
    ['the rumble has no championship', { ...finished, championshipId: null }],
  ])('changes nothing when %s', (_, rumble) => {
    expect(rumbleTitleChange({ rumble, championship: title, reigns: [] })).toEqual({
      championship: null,
      closed: null,
      opened: null,
      defended: null,
    });
  });
});
