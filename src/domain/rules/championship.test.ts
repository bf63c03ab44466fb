import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import { createReign } from '../entities/reign';
import { applyChampionshipResult, championshipsToAttach, titleHolders, updateReign, updatesChampionships } from './championship';

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

  it.each([
    ['no open reign starts one', undefined, [5], { closed: false, opened: [5], defended: null }],
    ['the same holders defend it', open, [2, 1], { closed: false, opened: null, defended: 4 }],
    ['new holders end it and start one', open, [5, 6], { closed: true, opened: [5, 6], defended: null }],
    ['no holders change nothing', open, [], { closed: false, opened: null, defended: null }],
  ])('%s', (_, openReign, holders, expected) => {
    const update = updateReign({ openReign, holders, championshipId: 9, date: '2026-11-21', segmentId: 12 });
    expect(update.closed !== null).toBe(expected.closed);
    if (update.closed) expect(update.closed).toEqual({ ...open, endDate: '2026-11-21' });
    expect(update.opened?.wrestlerIds ?? null).toEqual(expected.opened);
    if (update.opened) {
      expect(update.opened).toMatchObject({ championshipId: 9, segmentId: 12, defenses: 0, startDate: '2026-11-21', endDate: null });
    }
    expect(update.defended?.defenses ?? null).toBe(expected.defended);
  });

  it('puts the new holders on the title and updates the reign in one step', () => {
    const championship = { ...createChampionship({ wrestlerIds: [1, 2] }), id: 9 };
    const reigns = [{ ...open, id: 39, championshipId: 8 }, open];
    const appearances = [createAppearance({ wrestlerId: 5, winner: true }), createAppearance({ wrestlerId: 1, loser: true })];
    const result = applyChampionshipResult({ championship, appearances, reigns, date: '2026-11-21', segmentId: 12 });
    expect(result.championship.wrestlerIds).toEqual([5]);
    expect(result.closed?.id).toBe(40);
    expect(result.opened?.wrestlerIds).toEqual([5]);
  });

  it('leaves the title alone when nobody won', () => {
    const championship = { ...createChampionship({ wrestlerIds: [1] }), id: 9 };
    const result = applyChampionshipResult({ championship, appearances: [], reigns: [open], date: '2026-11-21' });
    expect(result).toEqual({ championship, closed: null, opened: null, defended: null });
  });

  it.each([
    [{ type: 'SINGLES', championshipIds: [1] }, true],
    [{ type: 'CHAMPIONSHIP', championshipIds: [1] }, true],
    [{ type: 'SINGLES', championshipIds: [] }, false],
    [{ type: 'CHAMPIONSHIP_CELEBRATION', championshipIds: [1] }, false],
  ])('a segment %j updates titles: %s', (segment, expected) => {
    expect(updatesChampionships(segment)).toBe(expected);
  });

  it.each([[0.49, [1]], [0.5, []], [0, [1]]])('a coin flip of %s attaches titles %j held by appearing wrestlers', (draw, ids) => {
    const championships = [
      { id: 1, wrestlerIds: [4], active: true },
      { id: 2, wrestlerIds: [8], active: true },
      { id: 3, wrestlerIds: [4], active: false },
    ];
    expect(championshipsToAttach(championships, [4, 5], () => draw)).toEqual(ids);
  });
});
