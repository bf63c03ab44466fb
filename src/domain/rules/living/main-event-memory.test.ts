import fc from 'fast-check';
import { freshMainEvent, isRecentMainEvent, MAIN_EVENT_MEMORY, MAIN_EVENT_TRIES, pairingKey, promotionMemory, readMainEvents, rememberMainEvent, type RememberingShow } from './main-event-memory';

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

describe('a promotion\'s weekly shows share their memory (issue 36 item 4)', () => {
  // VWU: brands 4 and 5 of company 2, one roster; AWE: brands 1 and 2 of company 1.
  const company = new Map([[1, 1], [2, 1], [4, 2], [5, 2]]);
  const companyOf = (id: number) => company.get(id) ?? null;
  const show = (id: number, brandIds: number[], recentMainEvents: string[], frequency = 'weekly'): RememberingShow => ({ id, brandIds, frequency, recentMainEvents });
  const voltage = show(17, [4], ['1-2']);
  const surge = show(18, [5], ['3-4']);
  const event = show(19, [4, 5], ['13-14', '5-6'], 'yearly');
  const awe = show(1, [1], ['7-8']);
  const loner = show(30, [9], ['9-10']);

  it('a card avoids what its show and its promotion\'s other weekly shows headlined, not another promotion\'s or an event\'s', () => {
    const shows = [voltage, surge, event, awe, loner];
    expect(promotionMemory(voltage, shows, companyOf)).toEqual(['1-2', '3-4']);
    expect(promotionMemory(surge, shows, companyOf)).toEqual(['3-4', '1-2']);
    // An event keeps its own memory and reads the weekly shows'.
    expect(promotionMemory(event, shows, companyOf)).toEqual(['13-14', '5-6', '1-2', '3-4']);
    // A brand of no company shares with shows of the same brand only.
    expect(promotionMemory(show(31, [9], ['11-12']), shows, companyOf)).toEqual(['11-12', '9-10']);
    expect(promotionMemory(undefined, shows, companyOf)).toEqual([]);
  });

  it('with events, also each event\'s last main event (a blow-off rested), never its older ones', () => {
    const shows = [voltage, surge, event, awe, loner];
    expect(promotionMemory(voltage, shows, companyOf, true)).toEqual(['1-2', '3-4', '5-6']);
    expect(promotionMemory(awe, shows, companyOf, true)).toEqual(['7-8']);
  });

  it('property: the memory holds the show\'s own pairings, and only pairings some show of the list or the show remembers', () => {
    const pairing = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 10, max: 19 })).map(([a, b]) => pairingKey([a, b]));
    const arbitraryShow = fc.record({
      id: fc.integer({ min: 1, max: 40 }),
      brandIds: fc.subarray([1, 2, 4, 5, 9], { minLength: 1 }),
      frequency: fc.constantFrom('weekly', 'monthly', 'yearly'),
      recentMainEvents: fc.array(pairing, { maxLength: MAIN_EVENT_MEMORY }),
    });
    fc.assert(fc.property(arbitraryShow, fc.array(arbitraryShow, { maxLength: 8 }), (own, shows) => {
      const memory = promotionMemory(own, shows, companyOf);
      for (const key of own.recentMainEvents) expect(memory).toContain(key);
      const known = new Set([...own.recentMainEvents, ...shows.flatMap((s) => s.recentMainEvents)]);
      for (const key of memory) expect(known.has(key)).toBe(true);
      // Only weekly shows add to it.
      const weekly = shows.filter((s) => s.frequency === 'weekly' && s.id !== own.id);
      expect(memory.length).toBeLessThanOrEqual(own.recentMainEvents.length + weekly.reduce((n, s) => n + s.recentMainEvents.length, 0));
    }));
  });
});
