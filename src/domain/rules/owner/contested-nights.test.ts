import { contestedNights } from './contested-nights';

// Issue 35 item 4: the nights the player contests, counted from the schedule.

type S = { id: number; frequency: 'weekly' | 'monthly' | 'yearly'; dayIndex: number; weekIndex: number; monthIndex: number; mine: boolean };
const show = (id: number, over: Partial<S>): S => ({ id, frequency: 'weekly', dayIndex: 3, weekIndex: 0, monthIndex: 0, mine: false, ...over });
const count = (shows: S[], from: string, to: string) => contestedNights(shows, from, to, (s) => s.mine, (s) => !s.mine);

describe('contested nights by the schedule', () => {
  it('counts the days a show of the player’s and a rival’s are both scheduled', () => {
    // Wednesdays: AWE Blitz against VWU Voltage; Saturdays: two rivals alone (not the player's night).
    const shows = [show(1, { mine: true }), show(2, {}), show(3, { dayIndex: 6 }), show(4, { dayIndex: 6 })];
    // The year's last six weeks from Sunday 22 November 2026: Wednesdays 25 Nov … 30 Dec.
    expect(count(shows, '2026-11-22', '2026-12-31')).toBe(6);
    expect(count(shows, '2026-01-01', '2026-12-31')).toBe(52);
  });

  it('counts none without a rival show on the player’s nights, or without shows of either side', () => {
    expect(count([show(1, { mine: true }), show(2, { dayIndex: 5 })], '2026-01-01', '2026-12-31')).toBe(0);
    expect(count([show(1, { mine: true })], '2026-01-01', '2026-12-31')).toBe(0);
    expect(count([show(2, {})], '2026-01-01', '2026-12-31')).toBe(0);
  });

  it('counts a monthly show of the player’s against a weekly rival once a month', () => {
    const shows = [show(1, { mine: true, frequency: 'monthly', weekIndex: 1 }), show(2, {})];
    expect(count(shows, '2026-01-01', '2026-12-31')).toBe(12);
  });
});
