import { createGame } from '../entities/game';
import { createWrestler } from '../entities/wrestler';
import { advanceDays, birthdaysOn, heal, moveGameDate } from './calendar';

describe('when the calendar moves', () => {
  it.each([[10, 9.5], [1, 0.5], [0.5, 0], [0.3, 0], [0, 0], [150, 149.5]])('damage %s heals to %s', (damage, healed) => {
    expect(heal(createWrestler({ damage })).damage).toBe(healed);
  });

  it.each([
    ['2026-11-19', 7, '2026-11-26'],
    ['2026-12-29', 7, '2027-01-05'],
    ['2026-11-19', 1, '2026-11-20'],
  ])('a game on %s advancing %d days lands on %s, healing everyone once', (date, amountOfDays, next) => {
    const result = advanceDays(createGame({ date, amountOfDays }), [createWrestler({ damage: 3 }), createWrestler({ damage: 0.2 })]);
    expect(result.game.date).toBe(next);
    expect(result.wrestlers.map((w) => w.damage)).toEqual([2.5, 0]);
  });

  it('moves the date back without healing', () => {
    expect(moveGameDate(createGame({ date: '2026-11-19' }), -7).date).toBe('2026-11-12');
  });
});

describe('when looking for birthdays', () => {
  const wrestlers = [
    createWrestler({ name: 'A', dob: '1980-11-21' }),
    createWrestler({ name: 'B', dob: '1990-11-22' }),
    createWrestler({ name: 'C', dob: '' }),
    createWrestler({ name: 'D', dob: '1992-02-29' }),
  ];

  it.each([
    ['2026-11-21', ['A']], ['2026-11-22', ['B']], ['2026-01-01', []], ['2028-02-29', ['D']], ['2027-02-28', []],
  ])('on %s the birthdays are %j', (date, names) => {
    expect(birthdaysOn(wrestlers, date).map((w) => w.name)).toEqual(names);
  });
});
