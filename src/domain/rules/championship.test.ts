import fc from 'fast-check';
import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import { createReign, type Reign } from '../entities/reign';
import {
  changeReigns,
  changeTitles,
  sameHolders,
  titleHolders,
  updatesChampionships,
  type TitleChange,
} from './championship';

const open = { ...createReign({ wrestlerIds: [1, 2], championshipId: 9, defenses: 3, startDate: '2026-01-01' }), id: 40 };

describe('when a championship changes hands (SPEC §4)', () => {
  it('makes the winners without a manager the holders', () => {
    const appearances = [
      createAppearance({ wrestlerId: 1, winner: true }),
      createAppearance({ wrestlerId: 2, winner: true, manager: true }),
      createAppearance({ wrestlerId: 3, loser: true }),
    ];
    expect(titleHolders(appearances)).toEqual([1]);
  });

  const change = (holders: number[], fields: Partial<TitleChange> = {}): TitleChange =>
    ({ championshipId: 9, holders, date: '2026-11-21', segmentId: 12, ...fields });

  it('starts a reign when the title has no open one', () => {
    const ended = { ...open, endDate: '2026-02-01' };
    expect(changeReigns([ended], [change([5])])).toEqual([
      ended,
      { ...createReign({ championshipId: 9, wrestlerIds: [5], segmentId: 12, startDate: '2026-11-21' }), defenses: 0, endDate: null },
    ]);
  });

  it('adds a defence when the same holders win, in any order', () => {
    expect(changeReigns([open], [change([2, 1])])).toEqual([{ ...open, defenses: 4 }]);
  });

  it('ends the open reign on the date and starts one for new holders', () => {
    const [closed, opened] = changeReigns([open], [change([5, 6])]);
    expect(closed).toEqual({ ...open, endDate: '2026-11-21' });
    expect(opened).toMatchObject({ championshipId: 9, wrestlerIds: [5, 6], segmentId: 12, defenses: 0, startDate: '2026-11-21', endDate: null });
    expect(opened.id).toBeUndefined();
  });

  it('changes nothing without holders', () => {
    const championship = { ...createChampionship({ wrestlerIds: [1, 2] }), id: 9 };
    expect(changeTitles({ championships: [championship], reigns: [open] }, [change([])])).toEqual({ championships: [championship], reigns: [open] });
  });

  it('updates a title changed twice on one day twice: the first new reign ends the same day', () => {
    const championship = { ...createChampionship({ wrestlerIds: [1, 2] }), id: 9 };
    const other = { ...open, id: 39, championshipId: 8 };
    const after = changeTitles({ championships: [championship], reigns: [other, open] }, [change([5]), change([7], { segmentId: 13 })]);
    expect(after.championships).toEqual([{ ...championship, wrestlerIds: [7] }]);
    expect(after.reigns).toEqual([
      other,
      { ...open, endDate: '2026-11-21' },
      expect.objectContaining({ wrestlerIds: [5], segmentId: 12, startDate: '2026-11-21', endDate: '2026-11-21' }),
      expect.objectContaining({ wrestlerIds: [7], segmentId: 13, startDate: '2026-11-21', endDate: null }),
    ]);
  });

  it('skips a change to a title it was not given', () => {
    const championship = { ...createChampionship({ wrestlerIds: [1, 2] }), id: 9 };
    const records = { championships: [championship], reigns: [open] };
    expect(changeTitles(records, [change([5], { championshipId: 8 })])).toEqual(records);
  });

  describe('after any sequence of title changes', () => {
    const TITLES = [1, 2, 3];
    const changes = fc.array(
      fc.record({
        championshipId: fc.constantFrom(...TITLES),
        holders: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
        date: fc.constantFrom('2026-01-01', '2026-02-01'),
        segmentId: fc.option(fc.integer({ min: 1, max: 99 })),
      }),
      { maxLength: 12 },
    );
    const start = () => ({
      championships: TITLES.map((id) => ({ ...createChampionship({ wrestlerIds: [] }), id })),
      reigns: [] as Reign[],
    });
    const openReigns = (reigns: readonly Reign[], id: number) => reigns.filter((r) => r.championshipId === id && r.endDate === null);

    it('each title has at most one open reign, held by the title\'s holders', () => {
      fc.assert(
        fc.property(changes, (sequence) => {
          const after = sequence.reduce((records, next) => changeTitles(records, [next]), start());
          for (const title of after.championships) {
            const reigns = openReigns(after.reigns, title.id);
            expect(reigns.length).toBeLessThanOrEqual(1);
            if (reigns[0]) expect(sameHolders(reigns[0].wrestlerIds, title.wrestlerIds)).toBe(true);
          }
          expect(changeTitles(start(), sequence)).toEqual(after);
        }),
      );
    });

    it('the same holders only add a defence', () => {
      fc.assert(
        fc.property(changes, fc.constantFrom(...TITLES), (sequence, id) => {
          const before = changeTitles(start(), sequence);
          const [reign] = openReigns(before.reigns, id);
          fc.pre(reign !== undefined);
          const after = changeTitles(before, [{ championshipId: id, holders: [...reign.wrestlerIds].reverse(), date: '2026-03-01', segmentId: null }]);
          after.championships.forEach((title, i) => expect(sameHolders(title.wrestlerIds, before.championships[i].wrestlerIds)).toBe(true));
          expect(after.reigns).toEqual(before.reigns.map((r) => (r === reign ? { ...r, defenses: r.defenses + 1 } : r)));
        }),
      );
    });
  });

  it.each([
    [{ type: 'SINGLES', championshipIds: [1] }, true],
    [{ type: 'CHAMPIONSHIP', championshipIds: [1] }, true],
    [{ type: 'SINGLES', championshipIds: [] }, false],
    [{ type: 'CHAMPIONSHIP_CELEBRATION', championshipIds: [1] }, false],
  ])('a segment %j updates titles: %s', (segment, expected) => {
    expect(updatesChampionships(segment)).toBe(expected);
  });
});
