import 'fake-indexeddb/auto';

// The game's calendar is today's date: fixtures dated 2026-11-22 would be nights that have passed
// (issue 33: time runs forward) on any later day. Every unit and screen test starts on the same
// instant, and the clock runs on from there (only Date is faked; timers stay real).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00Z'), shouldAdvanceTime: true });
