import { figuresKey, productionFigures, readFiguresKey, type FiguresSource } from './production-figures';
import { LOOKUP, lookupBounds, productionLookupKeys } from './production-lookup';
import { checkRecordFields } from '../fields/record-check';
import { LOOKUP_KEY_MAX_CHARS } from '../fields/limits';
import { createProduction } from './production';

const person = (wrestlerId: number) => ({ wrestlerId, groupId: 1, manager: false, result: 'WIN' as const });
const played = (segmentId: number, type: string, rating: number, cast: number[]) =>
  ({ segmentId, type, rating, duration: 600, complete: true, championshipIds: [], rivalry: null, cast: cast.map(person) });

const completed: FiguresSource = {
  date: '2031-04-07',
  name: 'Monday "Night": 100%',
  complete: true,
  showId: 3,
  brandIds: [1, 2],
  viewers: 1_234_567,
  played: [played(10, 'SINGLES', 0.1 + 0.2, [1, 2]), played(11, 'PROMO', -1.25, [3]), played(12, 'TAG_TEAM', 4.999999999, [])],
};

describe('the figures a completed production keeps in its lookup keys (issue 19)', () => {
  it('are its date, name, show, brands, viewers and each played segment, and read back exactly from the key', () => {
    const figures = productionFigures(completed)!;
    expect(figures).toEqual({
      date: '2031-04-07', name: 'Monday "Night": 100%', showId: 3, brandIds: [1, 2], viewers: 1_234_567,
      segments: [
        { segmentId: 10, type: 'SINGLES', rating: 0.1 + 0.2, booked: true },
        { segmentId: 11, type: 'PROMO', rating: -1.25, booked: true },
        { segmentId: 12, type: 'TAG_TEAM', rating: 4.999999999, booked: false },
      ],
    });
    expect(readFiguresKey(figuresKey(figures))).toEqual(figures);
    expect(productionLookupKeys(completed)).toContain(figuresKey(figures));
  });

  it('read back a production without a show, a brand or a segment', () => {
    const figures = productionFigures({ date: '2031-04-07', complete: true, viewers: 0, brandIds: [], played: [] })!;
    expect(figures).toEqual({ date: '2031-04-07', name: '', showId: null, brandIds: [], viewers: 0, segments: [] });
    expect(readFiguresKey(figuresKey(figures))).toEqual(figures);
  });

  it.each<[string, FiguresSource]>([
    ['still booking', { ...completed, complete: false }],
    ['completed before cards were kept', { ...completed, played: null }],
    ['a rating a key cannot give back', { ...completed, played: [played(10, 'SINGLES', Number.NaN, [1])] }],
    ['viewers missing', { ...completed, viewers: undefined }],
    ['a brand that is not an id', { ...completed, brandIds: ['1' as unknown as number] }],
    ['a segment without its cast', { ...completed, played: [{ segmentId: 1, type: 'SINGLES', rating: 1 } as never] }],
  ])('are not kept for a production %s (it is read whole)', (_case, source) => {
    expect(productionFigures(source)).toBeNull();
    expect(productionLookupKeys(source).some((key) => key.startsWith(LOOKUP.figures))).toBe(false);
  });

  it.each(['done:2031-04-07', 'figures:2031-04-07', 'figures:2031-04-07:[1,2', 'figures:2031-04-07:["",null,[],1,[[1,"SINGLES",2,2]]]', 'figures:2031-04-07:["",null,[],1]'])(
    'read nothing from the key %s',
    (key) => expect(readFiguresKey(key)).toBeNull(),
  );

  it('sort by date, so a window is one range of keys', () => {
    const key = (date: string) => figuresKey(productionFigures({ ...completed, date })!);
    const [lower, upper] = lookupBounds(LOOKUP.figures, '2031-04-07', '2031-04-13');
    expect(key('2031-04-06') < lower).toBe(true);
    expect(lower <= key('2031-04-07') && key('2031-04-13') <= upper).toBe(true);
    expect(key('2031-04-14') > upper).toBe(true);
  });

  it("pass a save's field rules for a long card, and a card too long for a key keeps none (read whole instead)", () => {
    // A three-season save held an 18-segment card whose figures key was over 200 characters: its
    // import was refused until lookup keys got a limit of their own.
    const card = (segments: number) => ({ ...completed, played: Array.from({ length: segments }, (_, i) => played(100 + i, 'TAG_TEAM', 3.14159, [1, 2])) });
    const long = productionLookupKeys(card(18));
    expect(long.some((key) => key.startsWith(LOOKUP.figures) && key.length > 200)).toBe(true);
    const stored = { ...createProduction(), ...card(18), lookupKeys: long };
    expect(checkRecordFields('Production', stored, 'stored')).toEqual([]);

    const huge = productionLookupKeys(card(400));
    expect(huge.some((key) => key.startsWith(LOOKUP.figures))).toBe(false);
    expect(huge.every((key) => key.length <= LOOKUP_KEY_MAX_CHARS)).toBe(true);
    expect(checkRecordFields('Production', { ...createProduction(), ...card(400), lookupKeys: huge }, 'stored')).toEqual([]);
  });
});
