import fc from 'fast-check';
import { TABLE_NAMES, type TableName } from '../entities/tables';
import { createWrestler } from '../entities/wrestler';
import { defaultsOf, normaliseId, normaliseRecord } from './normalise-record';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
type Row = Record<string, unknown>;

describe('when a row from an older save lacks fields added since', () => {
  it('fills them with the factory defaults and keeps the id and the values it has', () => {
    const result = normaliseRecord('Wrestler', { id: 7, name: 'Old Timer', points: 64, brandIds: [2] });
    expect(result?.record).toEqual({ ...createWrestler({ name: 'Old Timer', points: 64, brandIds: [2] }), id: 7 });
    expect(result?.filled).toContain('musicUrl');
    expect(result?.filled).not.toContain('name');
    expect(result?.repaired).toEqual([]);
  });

  it('reads a Game of a save from before issue 15 as playing the classic rules, and a wrestler as fit', () => {
    expect(normaliseRecord('Game', { id: 1, date: '2026-01-04' })?.record).toMatchObject({ rules: 'classic' });
    expect(normaliseRecord('Game', { id: 1, date: '2026-01-04', rules: 'chaos' })?.record).toMatchObject({ rules: 'classic' });
    expect(normaliseRecord('Wrestler', { id: 2, name: 'Vet' })?.record).toMatchObject({ injuredUntil: '', injury: '' });
  });

  it('gives every record its own default lists and objects (the defaults are worked out once per table)', () => {
    const first = normaliseRecord('Segment', { id: 1 })!.record;
    const second = normaliseRecord('Segment', { id: 2, brandIds: 'not a list', meta: 5 })!.record;
    first.brandIds.push(9);
    first.meta.note = 'changed';
    expect(second.brandIds).toEqual([]);
    expect(second.meta).toEqual({});
    expect(normaliseRecord('Segment', { id: 3 })!.record).toEqual({ ...defaultsOf('Segment'), id: 3 });
  });

  it.each(TABLE_NAMES.filter((t) => t !== 'Game'))('turns a bare { id } of %s into a full default record', (table) => {
    const result = normaliseRecord(table, { id: 3 });
    expect(result?.record).toEqual({ ...defaultsOf(table), id: 3 });
  });
});

describe('when a row has values of the wrong type', () => {
  it('reads a yes-or-no field holding "toString" or "constructor" as its default, never as a function of Object.prototype', () => {
    for (const text of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const result = normaliseRecord('Tournament', { id: 1, recordResults: text });
      expect(result?.record.recordResults).toBe(true);
    }
  });

  it.each<[string, unknown, unknown]>([
    ['points', '64', 64],
    // Issue 14: text is read as a number only in plain decimal notation.
    ['points', '6.5e1', 20],
    ['points', '0x10', 20],
    ['points', 'Infinity', 20],
    ['points', ' 12.5 ', 12.5],
    ['points', 'lots', 20],
    ['points', null, 20],
    ['points', [1], 20],
    ['name', 42, '42'],
    ['name', true, 'true'],
    ['name', { first: 'A' }, ''],
    ['active', 'false', false],
    ['active', 'yes', true],
    ['active', 0, true],
    ['brandIds', '1,2', []],
    ['brandIds', [1, '2', 'x', null], [1, 2]],
    ['alignment', 'EVIL', 'NEUTRAL'],
    ['alignment', 'BAD', 'BAD'],
    ['class', 7, 'WRESTLER'],
  ])('coerces or resets Wrestler.%s = %j to %j', (field, value, expected) => {
    const result = normaliseRecord('Wrestler', { id: 1, [field]: value });
    expect(result?.record[field as keyof typeof result.record]).toEqual(expected);
    expect(result?.repaired).toEqual(value === expected ? [] : [field]);
  });

  it.each<[TableName, string, unknown, unknown]>([
    ['Brand', 'directorId', '12', 12],
    ['Brand', 'directorId', 'boss', null],
    ['Brand', 'directorId', null, null],
    ['Faction', 'endDate', '2027-01-01', '2027-01-01'],
    ['Faction', 'endDate', { y: 1 }, null],
    ['Production', 'seed', 99, 99],
    ['Production', 'seed', '99', 99],
    // A nullable number of the field rules stays a number (CI: a backup's card rating read back as text).
    ['Production', 'cardRating', 2.8, 2.8],
    ['Production', 'cardRating', '2.8', 2.8],
    ['Production', 'cardRating', 'good', null],
    // A nullable object (issue 18's share of the night) is kept, not reset.
    ['Production', 'war', { share: 0.4, viewers: 1200 }, { share: 0.4, viewers: 1200 }],
    ['Production', 'war', 'won', null],
    ['Rumble', 'eliminatedByIds', [[1, '2'], 'x', [null]], [[1, 2], [], []]],
    ['Tournament', 'rounds', 'nope', []],
    ['Segment', 'meta', { note: 'kept' }, { note: 'kept' }],
    ['Segment', 'meta', ['not', 'an', 'object'], {}],
    ['Segment', 'category', 'Competition', 'Competition'],
    ['Segment', 'category', 'Fight', 'Presentation'],
    ['Show', 'type', 'PPV', 'PPV'],
    ['Show', 'type', 'CIRCUS', 'TV'],
    ['Tournament', 'gender', 'INTERGENDER', 'INTERGENDER'],
    ['Tournament', 'gender', 'MIXED', 'MALE'],
  ])('%s.%s = %j becomes %j', (table, field, value, expected) => {
    expect(normaliseRecord(table, { id: 1, [field]: value })?.record).toMatchObject({ [field]: expected });
  });
});

describe("when a production carries its played card (issue 19)", () => {
  const card = [{ segmentId: 4, type: 'SINGLES', rating: 3.5, duration: 600, complete: true, championshipIds: [2], rivalry: null,
    cast: [{ wrestlerId: 1, groupId: 1, manager: false, result: 'WIN' }, { wrestlerId: 2, groupId: 2, manager: false, result: 'LOSS' }] }];

  it('keeps a well-formed card as it is, and an older save without one reads as not kept (null)', () => {
    expect(normaliseRecord('Production', { id: 1, complete: true, played: card })).toMatchObject({ record: { played: card }, repaired: [] });
    expect(normaliseRecord('Production', { id: 1, complete: true })?.record.played).toBeNull();
  });

  it('drops a card that is not one (the production is then read from its segments)', () => {
    for (const played of ['card', { segmentId: 4 }, [{ segmentId: 'x', cast: [] }], [{ segmentId: 4, cast: [{ wrestlerId: 'me' }] }]]) {
      expect(normaliseRecord('Production', { id: 1, played })).toMatchObject({ record: { played: null }, repaired: ['played'] });
    }
  });
});

describe('when a row carries URLs', () => {
  it('keeps http(s) and image data URLs and drops every other value', () => {
    const result = normaliseRecord('Wrestler', {
      id: 2,
      image: 'javascript:alert(1)',
      images: ['https://a.test/1.png', 'data:text/html,<b>x</b>', PNG, 5],
      entranceVideoUrl: 'https://video.test/entrance',
      musicUrl: 'data:text/html;base64,PHNjcmlwdD4=',
    });
    expect(result?.record).toMatchObject({
      image: '',
      images: ['https://a.test/1.png', PNG],
      entranceVideoUrl: 'https://video.test/entrance',
      musicUrl: '',
    });
    expect(result?.repaired.sort()).toEqual(['image', 'images', 'musicUrl']);
  });
});

describe('when a row has fields we do not know', () => {
  it('keeps them as they are (another Dexie app may store more), but drops the typeson marker', () => {
    const row = JSON.parse('{"id":4,"nickname":"The Ace","__proto__":{"polluted":true},"$types":{"x":"date"}}') as Row;
    const record = normaliseRecord('Wrestler', row)?.record as unknown as Row;
    expect(record.nickname).toBe('The Ace');
    expect(Object.prototype.hasOwnProperty.call(record, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(({} as Row).polluted).toBeUndefined();
    expect('$types' in record).toBe(false);
  });
});

describe('when a row id is not a positive whole number', () => {
  it.each([[undefined], [null], [0], [-3], [1.5], ['abc'], [''], [[1]], [{}], [Number.MAX_SAFE_INTEGER + 2]])(
    'refuses id %j',
    (id) => {
      expect(normaliseRecord('Brand', { id, name: 'X' })).toBeNull();
    },
  );

  it('accepts a numeric string id as the number', () => {
    expect(normaliseId(' 12 ')).toBe(12);
    expect(normaliseRecord('Brand', { id: '12' })?.record.id).toBe(12);
  });
});

describe('whatever a row holds (property)', () => {
  it('the result has every default field with a value of the default kind, and normalising twice changes nothing', () => {
    const table = fc.constantFrom(...TABLE_NAMES.filter((t) => t !== 'Game'));
    const row = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 });
    const fieldOf = (name: TableName) => fc.constantFrom(...Object.keys(defaultsOf(name)));
    const input = table.chain((name) =>
      fc.tuple(fc.constant(name), row, fc.array(fc.tuple(fieldOf(name), fc.jsonValue({ maxDepth: 2 })), { maxLength: 6 })),
    );
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 1e6 }), ([name, extra, known], id) => {
        const raw: Row = { ...extra, ...Object.fromEntries(known), id };
        const first = normaliseRecord(name, raw);
        expect(first).not.toBeNull();
        const defaults = defaultsOf(name);
        const record = first!.record as unknown as Row;
        for (const [key, fallback] of Object.entries(defaults)) {
          if (fallback === null) continue;
          expect(Array.isArray(record[key])).toBe(Array.isArray(fallback));
          expect(typeof record[key]).toBe(typeof fallback);
        }
        // Through JSON, as a re-export would write it (JSON turns -0 into 0).
        const written = JSON.parse(JSON.stringify(record)) as Row;
        const second = normaliseRecord(name, written);
        expect(second?.repaired).toEqual([]);
        expect(second?.record).toEqual(written);
      }),
      { numRuns: 300 },
    );
  });
});
