import fc from 'fast-check';
import { freshMainEvent, isRecentMainEvent, MAIN_EVENT_MEMORY, MAIN_EVENT_TRIES, pairingKey, readMainEvents, rememberMainEvent } from './main-event-memory';

describe('a show remembers its main events (issue 36 item 4)', () => {
  it('keys a pairing by its competitors in any order, each once', () => {
    expect(pairingKey([7, 3, 7])).toBe('3-7');
    expect(pairingKey([3, 7])).toBe(pairingKey([7, 3]));
  });

  it('remembers the newest MAIN_EVENT_MEMORY pairings, newest last, and nothing for a card without a main event', () => {
    let recent: string[] = [];
    for (let i = 1; i <= MAIN_EVENT_MEMORY + 2; i += 1) recent = rememberMainEvent(recent, [i, 100 + i]);
    expect(recent).toHaveLength(MAIN_EVENT_MEMORY);
    expect(recent.at(-1)).toBe(pairingKey([MAIN_EVENT_MEMORY + 2, 102 + MAIN_EVENT_MEMORY]));
    expect(isRecentMainEvent(recent, [1, 101])).toBe(false);
    expect(isRecentMainEvent(recent, [110, 10])).toBe(true);
    expect(rememberMainEvent(recent, null)).toEqual(recent);
    expect(rememberMainEvent(undefined, [])).toEqual([]);
  });

  it('reads whatever was stored as a list of texts', () => {
    expect(readMainEvents(undefined)).toEqual([]);
    expect(readMainEvents('1-2')).toEqual([]);
    expect(readMainEvents(['1-2', 3, null, '4-5'])).toEqual(['1-2', '4-5']);
  });

  it('draws again while the pairing headlined lately, at most MAIN_EVENT_TRIES times', () => {
    const draws = [[1, 2], [1, 2], [3, 4]];
    let n = 0;
    expect(freshMainEvent(() => draws[n++], (d) => d, ['1-2'])).toEqual([3, 4]);
    let calls = 0;
    expect(freshMainEvent(() => { calls += 1; return [1, 2]; }, (d) => d, ['1-2'])).toEqual([1, 2]);
    expect(calls).toBe(MAIN_EVENT_TRIES);
    expect(freshMainEvent(() => null, (d: number[]) => d, ['1-2'])).toBeNull();
  });

  it('never holds more than MAIN_EVENT_MEMORY pairings, and always the one just headlined', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 2, maxLength: 4 }), { maxLength: 30 }), (mains) => {
      let recent: string[] = [];
      for (const ids of mains) {
        recent = rememberMainEvent(recent, ids);
        expect(recent.length).toBeLessThanOrEqual(MAIN_EVENT_MEMORY);
        expect(isRecentMainEvent(recent, [...ids].reverse())).toBe(true);
      }
    }));
  });
});
