import { kindOrDefault } from '../../../domain/catalog/segment-kinds';
import { createSegment } from '../../../domain/entities/segment';
import { canRandomise, emptyCompetitionSegments } from './production-view';

// Issue 35 item 2: on a living game Randomise (one segment, or "Randomise all") fills talking
// segments too; a classic game's buttons stay as the spec has them.

const details = (type: string, appearanceIds: number[] = []) => ({ segment: { ...createSegment({ type, appearanceIds }), id: 1 }, kind: kindOrDefault(type), appearances: [] });

describe('which segments Randomise fills', () => {
  it('offers a talking segment on a living game only', () => {
    expect(canRandomise(details('PROMO'), true)).toBe(true);
    expect(canRandomise(details('FACE_TO_FACE'), true)).toBe(true);
    expect(canRandomise(details('PROMO'))).toBe(false);
    expect(canRandomise(details('PYRO'), true)).toBe(false);
    expect(canRandomise(details('SINGLES'))).toBe(true);
  });

  it('"Randomise all" takes the empty talking segments on a living game, not those with people', () => {
    const card = [details('SINGLES'), details('PROMO'), details('INTERVIEW', [4]), details('PYRO')];
    expect(emptyCompetitionSegments(card, true).map((d) => d.segment.type)).toEqual(['SINGLES', 'PROMO']);
    expect(emptyCompetitionSegments(card).map((d) => d.segment.type)).toEqual(['SINGLES']);
  });
});
