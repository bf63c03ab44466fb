import fc from 'fast-check';
import { TABLE_NAMES, entityFactories } from '../entities/tables';
import { MAX_RECORD_ID } from '../entities/record-ids';
import { checkField, parseDecimal, quoteValue, checkRecordFields, refusalMessage, fieldRule, tableRules, type FieldRule } from './index';

const rule = (table: Parameters<typeof fieldRule>[0], key: string): FieldRule => fieldRule(table, key)!;

describe('plain decimal numbers', () => {
  it.each([['12', 12], ['-3', -3], ['0.5', 0.5], ['.5', 0.5], ['7.', 7], ['007', 7]])('reads %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });
  it.each(['0x10', '0b1', '0o7', '1e3', 'Infinity', 'NaN', '', ' 1', '+1', '1,5', '--1', '1_000'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
  it('reads every decimal a number prints as without an exponent (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.nat(99), (whole, cents) => {
      const text = `${whole}.${String(cents).padStart(2, '0')}`;
      expect(parseDecimal(text)).toBe(Number(text));
    }));
  });
});

describe('quoting a value in a message', () => {
  it.each([
    [undefined, '(missing)'], [null, '(null)'], [{}, '(an object)'], [[1, 2], '(a list of 2)'], [Infinity, '(Infinity)'], ['', '(empty text)'], [2, '2'],
  ])('describes %j by its type', (value, text) => expect(quoteValue(value)).toBe(text));
  it('cuts text at 40 characters, never inside a character (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
      const quoted = quoteValue(text);
      expect(quoted.length).toBeLessThanOrEqual(text === '' ? 12 : 81);
      expect(quoted).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }));
  });
});

describe('the field rules', () => {
  it.each<[string, string, unknown, string | null]>([
    ['Wrestler', 'name', '  ', 'must not be blank'],
    ['Wrestler', 'name', 'x'.repeat(201), 'must be at most 200 characters'],
    ['Wrestler', 'name', 'Kenji', null],
    ['Segment', 'name', '', null],
    ['Wrestler', 'points', 101, 'must be a number from 0 to 100'],
    ['Wrestler', 'points', -1, 'must be a number from 0 to 100'],
    ['Wrestler', 'points', 99.5, null],
    ['Show', 'minPoints', 500, 'must be a number from 0 to 100'],
    ['Show', 'dayIndex', 7, 'must be a whole number from 0 to 6'],
    ['Show', 'dayIndex', 1.5, 'must be a whole number from 0 to 6'],
    ['Show', 'defaultAmountSegments', 100_000, 'must be a whole number from 1 to 30'],
    ['Show', 'avgAttendance', 1e308, 'must be a whole number from 0 to 10,000,000'],
    ['Venue', 'capacity', -5, 'must be a whole number from 0 to 10,000,000'],
    ['Brand', 'balance', Infinity, 'must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000'],
    ['Brand', 'balance', -1e308, 'must be a number from -1,000,000,000,000,000 to 1,000,000,000,000,000'],
    ['Brand', 'balance', -12.5, null],
    ['Game', 'amountOfDays', 1e8, 'must be a whole number from 1 to 28'],
    ['Game', 'amountOfDays', 0, 'must be a whole number from 1 to 28'],
    ['Game', 'date', '', 'must be a date (YYYY-MM-DD), not blank'],
    ['Wrestler', 'dob', '', null],
    ['Wrestler', 'dob', '1990-02-30', 'must be a real date (YYYY-MM-DD)'],
    ['Wrestler', 'image', 'javascript:alert(1)', 'must be an http(s) address or an image'],
    ['Wrestler', 'image', 'https://img.test/a.png', null],
    ['Wrestler', 'brandIds', [MAX_RECORD_ID + 1], `must be ids of Brand records (ids are whole numbers from 1 to 2,147,483,647)`],
    ['Brand', 'directorId', null, null],
    ['Appearance', 'wrestlerId', 0, null],
    ['Wrestler', 'alignment', 'EVIL', 'must be one of GOOD, BAD, NEUTRAL'],
    ['Production', 'seed', null, null],
  ])('%s.%s = %j → %s', (table, key, value, expected) => {
    expect(checkField(rule(table as never, key), value)).toBe(expected);
  });

  it('lets a store hold stats beyond 0–100 (stored raw, DESIGN §3) but not beyond its bound', () => {
    expect(checkField(rule('Wrestler', 'points'), 150, 'stored')).toBeNull();
    expect(checkField(rule('Wrestler', 'stamina'), -40, 'stored')).toBeNull();
    expect(checkField(rule('Wrestler', 'points'), 1e308, 'stored')).toBe('must be a number from -1,000,000 to 1,000,000');
  });

  it.each(TABLE_NAMES)('accepts every default of %s but the blank names and the Game date', (table) => {
    const defaults = (entityFactories[table] as () => object)();
    const fields = checkRecordFields(table, defaults).map((r) => r.field);
    expect(fields.every((field) => field === 'name' || (table === 'Game' && field === 'date'))).toBe(true);
  });

  it('describes every field of every table', () => {
    for (const table of TABLE_NAMES) {
      const keys = Object.keys((entityFactories[table] as () => object)()).filter((k) => k !== 'id');
      expect(tableRules(table).map((r) => r.key)).toEqual(keys);
    }
  });

  it('refuses any number out of a number rule’s limits and accepts any inside (property)', () => {
    const numberRules = TABLE_NAMES.flatMap((table) => tableRules(table).filter((r) => r.kind === 'number').map((r) => [table, r] as const));
    fc.assert(fc.property(fc.constantFrom(...numberRules), fc.double(), ([, r], value) => {
      if (r.kind !== 'number') return;
      const inside = Number.isFinite(value) && value >= r.min && value <= r.max && (!r.whole || Number.isInteger(value));
      expect(checkField(r, value) === null).toBe(inside);
    }), { numRuns: 500 });
  });

  it('names the table, row, field and limit in a refusal', () => {
    const [refusal] = checkRecordFields('Show', { id: 3, dayIndex: 99 });
    expect(refusalMessage(refusal)).toBe('Show 3: dayIndex must be a whole number from 0 to 6 (it is 99).');
    const [long] = checkRecordFields('Brand', { id: 2, name: 'Ж'.repeat(300_000) });
    expect(refusalMessage(long).length).toBeLessThan(120);
  });
});
