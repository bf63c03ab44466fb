import { createRumble } from '../../../domain/entities/rumble';
import { allowedEvents } from './rumble-events';

const rumble = (fields: Parameters<typeof createRumble>[0]) => createRumble({ entryIds: [1, 2, 3], ...fields });

describe('which rumble buttons the machine allows', () => {
  it.each([
    ['a rumble not started', {}, { start: true, enter: false, eliminate: false, finish: true, run: true }],
    ['a started rumble with nobody in', { active: true }, { start: false, enter: true, eliminate: false, finish: true, run: true }],
    ['one in the ring', { active: true, enteredIds: [1] }, { start: false, enter: true, eliminate: false, finish: true, run: true }],
    ['everyone in', { active: true, enteredIds: [1, 2, 3] }, { start: false, enter: false, eliminate: true, finish: true, run: true }],
    [
      'one left standing',
      { active: true, enteredIds: [1, 2, 3], eliminationIds: [1, 2], eliminatedByIds: [[2, 3], [3]] },
      { start: false, enter: false, eliminate: false, finish: true, run: true },
    ],
    ['a finished rumble', { complete: true, winnerId: 3 }, { start: false, enter: false, eliminate: false, finish: false, run: false }],
  ])('%s', (_, fields, expected) => {
    const allowed = allowedEvents(rumble(fields));
    expect({
      start: allowed['rumble.start'],
      enter: allowed['rumble.enter'],
      eliminate: allowed['rumble.eliminate'],
      finish: allowed['rumble.finish'],
      run: allowed.run,
    }).toEqual(expected);
  });
});
