import { createActor, initialTransition, transition } from 'xstate';
import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { createRumble, type Rumble } from '../entities/rumble';
import { changeTitles } from '../rules/championship';
import { rumbleTitleChange } from '../rules/rumble';
import { seededRng, sequenceRng } from '../rules/test-rng';
import { rumbleMachine } from './rumble.machine';

const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const rumbleOf = (partial: Partial<Rumble> = {}) =>
  createRumble({ date: '2026-01-25', championshipId: 7, entryIds: ten, ...partial });

describe('rumble machine, pure transitions', () => {
  const rng = sequenceRng([0]);

  it('waits for the start of a new rumble and becomes active on rumble.start', () => {
    const [initial] = initialTransition(rumbleMachine, { rumble: rumbleOf(), rng });
    expect(initial.value).toBe('waiting');
    const [started] = transition(rumbleMachine, initial, { type: 'rumble.start' });
    expect(started.value).toBe('running');
    expect(started.context.rumble.active).toBe(true);
  });

  it('resumes a stored record: active is running, complete is finished', () => {
    expect(initialTransition(rumbleMachine, { rumble: rumbleOf({ active: true }), rng })[0].value).toBe('running');
    const [finished] = initialTransition(rumbleMachine, { rumble: rumbleOf({ complete: true, winnerId: 3 }), rng });
    expect(finished.value).toBe('finished');
    expect(finished.status).toBe('done');
  });

  it.each([
    ['enter before the start', rumbleOf(), 'rumble.enter'],
    ['eliminate before the start', rumbleOf({ enteredIds: [1, 2] }), 'rumble.eliminate'],
    ['a second start', rumbleOf({ active: true }), 'rumble.start'],
    ['enter when every entry is in', rumbleOf({ active: true, enteredIds: ten }), 'rumble.enter'],
    ['eliminate with one entrant in', rumbleOf({ active: true, enteredIds: [1] }), 'rumble.eliminate'],
    ['eliminate with one entrant left', rumbleOf({ active: true, enteredIds: [1, 2], eliminationIds: [1], eliminatedByIds: [[2]] }), 'rumble.eliminate'],
  ] as const)('ignores %s', (_, rumble, type) => {
    const [before] = initialTransition(rumbleMachine, { rumble, rng });
    const [after] = transition(rumbleMachine, before, { type });
    expect(after.value).toBe(before.value);
    expect(after.context.rumble).toBe(before.context.rumble);
  });

  it('enters entries in order, skipping anyone already eliminated', () => {
    const rumble = rumbleOf({ active: true, entryIds: [4, 5, 6], eliminationIds: [5], enteredIds: [4] });
    const [before] = initialTransition(rumbleMachine, { rumble, rng });
    const [after] = transition(rumbleMachine, before, { type: 'rumble.enter' });
    expect(after.context.rumble.enteredIds).toEqual([4, 6]);
  });

  it('eliminates a random remaining entrant, credits the others and adds 60 seconds', () => {
    const rumble = rumbleOf({ active: true, enteredIds: [1, 2, 3], duration: 120 });
    // 0.5 of three equal weights lands on the second remaining entrant.
    const [before] = initialTransition(rumbleMachine, { rumble, rng: sequenceRng([0.5]) });
    const [after] = transition(rumbleMachine, before, { type: 'rumble.eliminate' });
    expect(after.context.rumble).toMatchObject({ eliminationIds: [2], eliminatedByIds: [[1, 3]], duration: 180 });
  });

  it('finishes from waiting with no winner when nobody entered', () => {
    const [before] = initialTransition(rumbleMachine, { rumble: rumbleOf(), rng });
    const [after] = transition(rumbleMachine, before, { type: 'rumble.finish' });
    expect(after.status).toBe('done');
    expect(after.context.rumble).toMatchObject({ complete: true, active: false, winnerId: null });
  });
});

describe('when a rumble of 10 entrants with a championship is run to the end', () => {
  const play = (seed: number) => {
    const actor = createActor(rumbleMachine, { input: { rumble: rumbleOf(), rng: seededRng(seed) } }).start();
    actor.send({ type: 'rumble.start' });
    for (const _ of ten) actor.send({ type: 'rumble.enter' });
    for (let i = 0; i < 12; i += 1) actor.send({ type: 'rumble.eliminate' }); // the last three are no-ops
    actor.send({ type: 'rumble.finish' });
    return actor.getSnapshot();
  };

  it.each([1, 2, 3])('produces one winner, nine eliminations and 540 seconds (seed %i)', (seed) => {
    const snapshot = play(seed);
    const { rumble } = snapshot.context;
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toBe(rumble);
    expect(rumble.eliminationIds).toHaveLength(9);
    expect(new Set(rumble.eliminationIds).size).toBe(9);
    expect(rumble.duration).toBe(540);
    expect(rumble.winnerId).toBe(ten.find((id) => !rumble.eliminationIds.includes(id)));
    expect(rumble).toMatchObject({ complete: true, active: false });
    // Each eliminated wrestler is credited to everyone still in at that moment.
    rumble.eliminatedByIds.forEach((by, i) => {
      expect(by).toHaveLength(9 - i);
      expect(by).not.toContain(rumble.eliminationIds[i]);
      expect(by).toContain(rumble.winnerId);
    });
  });

  it('closes the open reign at the rumble date and opens one for the winner', () => {
    const { rumble } = play(4).context;
    const championship = { ...createChampionship({ wrestlerIds: [99] }), id: 7 };
    const open = { ...createReign({ championshipId: 7, wrestlerIds: [99], startDate: '2025-01-01', defenses: 3 }), id: 1 };
    const { championships, reigns } = changeTitles({ championships: [championship], reigns: [open] }, [rumbleTitleChange(rumble)!]);
    expect(reigns).toHaveLength(2);
    expect(reigns[0]).toEqual({ ...open, endDate: '2026-01-25' });
    expect(reigns[1]).toMatchObject({ championshipId: 7, wrestlerIds: [rumble.winnerId], defenses: 0, startDate: '2026-01-25', endDate: null });
    expect(championships[0].wrestlerIds).toEqual([rumble.winnerId]);
  });

  it('adds a defence when the champion wins', () => {
    const { rumble } = play(5).context;
    const championship = { ...createChampionship({ wrestlerIds: [rumble.winnerId!] }), id: 7 };
    const open = { ...createReign({ championshipId: 7, wrestlerIds: [rumble.winnerId!], defenses: 2 }), id: 1 };
    const { reigns } = changeTitles({ championships: [championship], reigns: [open] }, [rumbleTitleChange(rumble)!]);
    expect(reigns).toEqual([{ ...open, defenses: 3 }]);
  });
});
