import { FixedClock, SystemClock } from './system-clock';

describe('SystemClock', () => {
  it('reads the instant it is given as an ISO timestamp and a local calendar date', () => {
    const instant = new Date(2026, 10, 21, 23, 30); // local time, late evening
    const clock = new SystemClock(() => instant);
    expect(clock.now()).toBe(instant.toISOString());
    expect(clock.today()).toBe('2026-11-21');
  });

  it('defaults to the real time', () => {
    const before = Date.now();
    const now = Date.parse(new SystemClock().now());
    expect(now).toBeGreaterThanOrEqual(before);
    expect(new SystemClock().today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('FixedClock', () => {
  it('always answers the same moment', () => {
    const clock = new FixedClock('2026-11-21T10:00:00.000Z');
    expect(clock.now()).toBe('2026-11-21T10:00:00.000Z');
    expect(clock.today()).toBe('2026-11-21');
  });
});
