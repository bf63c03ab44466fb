import type { Stored } from '../entities/base';
import { createBrand, type Brand } from '../entities/brand';
import { createChampionship } from '../entities/championship';
import { createWrestler, type Wrestler } from '../entities/wrestler';
import { INBOX_LIMITS, keysOfWeek, openDialogs, weekInbox, type DialogWorld } from './dialogs';

// The inbox stays an inbox (issue 13): a year in, 198 wrestlers were all asking for time off, all urgent.

const DATE = '2026-11-18'; // a Wednesday; its week runs from Sunday 2026-11-15 to Saturday 2026-11-21
const WEEK = '2026-11-15';
const fit = { morale: 60, damage: 0, contractExpires: '2027-06-01', brandIds: [1], points: 50 };
const wrestler = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: `W${String(id).padStart(3, '0')}`, ...fit, ...fields }), id });
const brand = (id: number, fields: Partial<Brand>): Stored<Brand> => ({ ...createBrand(fields), id });

function world(fields: Partial<DialogWorld>): DialogWorld {
  const roster = fields.roster ?? [];
  return { date: DATE, roster, brands: [brand(1, { name: 'North', balance: 5000 })], people: roster, championships: [], productions: [], decided: [], ...fields };
}

/** 198 wrestlers of one brand, all badly hurt: the year-end inbox of the issue. */
const wrecked = Array.from({ length: 198 }, (_, i) => wrestler(i + 1, { damage: 90, points: 10 + (i % 80) }));

describe('how many conversations the player hears', () => {
  it('198 wrecked wrestlers: three ask for time off this week, the rest wait, and few are urgent', () => {
    const inbox = weekInbox(world({ roster: wrecked }));
    expect(inbox.dialogs).toHaveLength(INBOX_LIMITS.perTopic);
    expect(inbox.waiting).toBe(198 - INBOX_LIMITS.perTopic);
    expect(inbox.dialogs.every((d) => d.kind === 'rest')).toBe(true);
    // Equally hurt: the top card (the five highest points) first, then by name; they are the urgent ones.
    expect(inbox.dialogs.map((d) => [d.who, d.urgency])).toEqual([['W078', 'critical'], ['W079', 'critical'], ['W080', 'critical']]);
  });

  it('a busy week holds eight conversations at most, three about the same thing', () => {
    const roster = [
      ...Array.from({ length: 10 }, (_, i) => wrestler(i + 1, { damage: 80 })),
      ...Array.from({ length: 10 }, (_, i) => wrestler(i + 11, { morale: 5 })),
      ...Array.from({ length: 10 }, (_, i) => wrestler(i + 21, { remainingAppearances: 0 })),
    ];
    const brands = [brand(1, { name: 'North', balance: -50_000 })];
    const inbox = weekInbox(world({ roster, brands }));
    expect(inbox.dialogs).toHaveLength(INBOX_LIMITS.weekly);
    expect(inbox.waiting).toBe(31 - INBOX_LIMITS.weekly);
    const kinds = inbox.dialogs.map((d) => d.kind);
    expect(kinds.filter((k) => k === 'budget')).toHaveLength(1);
    for (const kind of ['rest', 'push', 'renewal']) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(INBOX_LIMITS.perTopic);
    expect(inbox.dialogs.filter((d) => d.urgency === 'critical')).toHaveLength(INBOX_LIMITS.urgent);
  });

  it('answered conversations keep their place: the week does not refill', () => {
    const first = openDialogs(world({ roster: wrecked })).map((d) => d.key);
    const answered = weekInbox(world({ roster: wrecked, decided: first }));
    expect(answered.dialogs).toEqual([]);
    expect(answered.waiting).toBe(198 - INBOX_LIMITS.perTopic);
  });
});

describe('what urgent means', () => {
  it('a severe case is urgent only for the top card or a champion; the rest can wait', () => {
    const roster = [
      ...Array.from({ length: 5 }, (_, i) => wrestler(i + 1, { points: 90 })),
      wrestler(6, { name: 'Low Card Larry', points: 20, damage: 95 }),
      wrestler(7, { name: 'Champion Chloe', points: 20, damage: 75 }),
    ];
    const championships = [{ ...createChampionship({ name: 'Belt', wrestlerIds: [7] }), id: 1 }];
    const dialogs = openDialogs(world({ roster, championships }));
    expect(dialogs.map((d) => [d.who, d.urgency])).toEqual([['Champion Chloe', 'critical'], ['Low Card Larry', 'warning']]);
  });

  it('a brand deep in debt is urgent; one just in the red is not', () => {
    const brands = [brand(1, { name: 'North', balance: -20_000 }), brand(2, { name: 'South', balance: -10 })];
    expect(openDialogs(world({ brands })).map((d) => [d.who, d.urgency])).toEqual([['The North office', 'critical'], ['The South office', 'warning']]);
  });
});

describe('when conversations end', () => {
  it('each waits until the Saturday of its week; the next week, unanswered ones are gone and new ones are asked', () => {
    const roster = [wrestler(1, { damage: 50 })];
    const [now] = openDialogs(world({ roster }));
    expect(now).toMatchObject({ key: `rest-1-${WEEK}`, expires: '2026-11-21' });
    const [next] = openDialogs(world({ roster, date: '2026-11-22', decided: [now.key] }));
    expect(next).toMatchObject({ key: 'rest-1-2026-11-22', expires: '2026-11-28' });
  });

  it('a save carrying piles of decided keys is cleaned when read: this week only, each once, no junk', () => {
    const pile = [...Array(198).fill(`rest-1-${WEEK}`), 'push-2-2026-11-08', 42, null, 'nonsense', `budget-3-${WEEK}`];
    expect(keysOfWeek(pile, DATE)).toEqual([`rest-1-${WEEK}`, `budget-3-${WEEK}`]);
    expect(keysOfWeek(undefined, DATE)).toEqual([]);
    // The pile counts as the two conversations it names, not 198 of the week's eight.
    const roster = Array.from({ length: 6 }, (_, i) => wrestler(i + 10, { morale: 5 }));
    expect(openDialogs(world({ roster, decided: pile as string[] }))).toHaveLength(3);
  });
});
