import { createAppearance } from '../entities/appearance';
import { createGame } from '../entities/game';
import type { ShowTypeKey } from '../entities/enums';
import { segmentRivalryNote, type Rivalry } from '../entities/rivalry';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import { createWrestler } from '../entities/wrestler';
import { heatRatingBonus } from '../rules/living/rivalry-heat';
import { starsOfSum } from '../rules/living/star-rating';
import { sequenceRng } from '../rules/test-rng';
import { rateSegments, raiseViewers } from './completion-steps';
import { ruledStep } from './living-steps';
import { storedRatingExplanation } from './rating-explanation';
import { RIVALRY_HEAT_RULE } from './rivalry-steps';
import { emptyWork } from './test-work';

const DATE = '2027-03-07';
const wrestler = (id: number, name: string) => ({ ...createWrestler({ name, gender: 'MALE', points: 60, popularity: 60 }), id });
export const rivalry = (fields: Partial<Rivalry> = {}): Rivalry => ({
  id: 4, sides: [[1], [2]], origin: 'player', startedOn: '2027-02-21', endedOn: null, endReason: '', heat: 40, heatOn: DATE,
  beats: [], segments: 2, payoffShowId: null, ...fields,
});

/** Crane (1) against Vale (2) in a singles match (Vale wins when `decided`), and Ozu (3) against Pike (4). */
function work(rules: 'living' | 'classic', type: ShowTypeKey, rivalries: Rivalry[] = [rivalry()], decided = true) {
  const appear = (id: number, wrestlerId: number, winner = false) => ({ ...createAppearance({ wrestlerId, groupId: wrestlerId, winner, loser: decided && !winner }), id });
  return emptyWork({ date: DATE }, {
    game: { ...createGame({ rules, rivalries }), id: 1 },
    show: { ...createShow({ name: 'Show', type, avgViewers: 2_000_000 }), id: 3 },
    segments: [
      { ...createSegment({ type: 'SINGLES', appearanceIds: [11, 12] }), id: 1 },
      { ...createSegment({ type: 'SINGLES', appearanceIds: [13, 14] }), id: 2 },
    ],
    appearances: [appear(11, 1), appear(12, 2, decided), appear(13, 3), appear(14, 4, true)],
    wrestlers: [wrestler(1, 'Crane'), wrestler(2, 'Vale'), wrestler(3, 'Ozu'), wrestler(4, 'Pike')],
  });
}
const rate = (w: ReturnType<typeof work>, rng = sequenceRng([0.99])) => ruledStep('rateSegments', rateSegments)(w, rng);

describe('a segment between rivals (issue 17, living rules)', () => {
  it('gets the heat as its own "Why this rating" line, the stars re-derived from the new sum, and a note', () => {
    const rated = rate(work('living', 'TV'));
    const explanation = storedRatingExplanation(rated.segments[0])!;
    const line = explanation.fired.find((rule) => rule.id === RIVALRY_HEAT_RULE)!;
    expect(line).toEqual({ id: RIVALRY_HEAT_RULE, family: 'popularity', label: 'Crane vs. Vale rivalry, heat 40: the crowd was invested', amount: 24 });
    const plain = storedRatingExplanation(rate(work('living', 'TV', [])).segments[0])!;
    expect(explanation.total).toBe(plain.total + 24);
    expect(explanation.families.popularity).toBe(plain.families.popularity + 24);
    expect(explanation.stars).toBe(starsOfSum(explanation.total));
    expect(rated.segments[0].rating).toBe(explanation.stars);
    const note = segmentRivalryNote(rated.segments[0].meta)!;
    expect(note).toMatchObject({ rivalryId: 4, week: 3, heatBefore: 40, ratingBonus: 24, payoff: false, ended: false, sides: [[1], [2]] });
    expect(note.heatAfter).toBeGreaterThan(40);
    // The other match is nobody's rivalry: no line, no note.
    expect(storedRatingExplanation(rated.segments[1])!.fired.some((rule) => rule.id === RIVALRY_HEAT_RULE)).toBe(false);
    expect(segmentRivalryNote(rated.segments[1].meta)).toBeNull();
    expect(rated.effects.rivalries?.beats).toEqual([
      expect.objectContaining({ rivalryId: 4, date: DATE, kind: 'match', payoff: false, ends: false, productionId: 1, segmentId: 1 }),
    ]);
  });

  it('reads the heat as it has faded by the show', () => {
    const rated = rate(work('living', 'TV', [rivalry({ heat: 40, heatOn: '2027-02-28' })]));
    expect(segmentRivalryNote(rated.segments[0].meta)!.heatBefore).toBe(34);
  });

  it('a classic game gets nothing: the spec\'s rating, no line, no note, no effects', () => {
    const classic = work('classic', 'PPV');
    const rated = rate(classic);
    expect(rated.segments).toEqual(rateSegments(classic, sequenceRng([0.99])).segments);
    expect(rated.segments.every((s) => segmentRivalryNote(s.meta) === null)).toBe(true);
    expect(rated.effects.rivalries).toBeUndefined();
  });

  it('the payoff at a PPV gains most and, on a high enough roll, ends the rivalry', () => {
    const ended = rate(work('living', 'PPV'), sequenceRng([0]));
    const note = segmentRivalryNote(ended.segments[0].meta)!;
    expect(note).toMatchObject({ payoff: true, ended: true, ratingBonus: heatRatingBonus(40, 'PPV', true) });
    expect(storedRatingExplanation(ended.segments[0])!.fired.find((rule) => rule.id === RIVALRY_HEAT_RULE)!.label).toBe('Crane vs. Vale rivalry, heat 40: the payoff at a PPV');
    expect(ended.effects.rivalries?.beats[0]).toMatchObject({ payoff: true, ends: true });
    const runsOn = rate(work('living', 'PPV'), sequenceRng([0.99]));
    expect(segmentRivalryNote(runsOn.segments[0].meta)).toMatchObject({ payoff: true, ended: false });
  });

  it('an undecided match at a PPV is no payoff, and draws no random number', () => {
    let draws = 0;
    const rated = rate(work('living', 'PPV', [rivalry()], false), () => ((draws += 1), 0));
    expect(segmentRivalryNote(rated.segments[0].meta)).toMatchObject({ payoff: false, ended: false });
    expect(draws).toBe(0);
  });

  it('lifts the show\'s viewers with the heat on the card and says so in the viewers line', () => {
    const rated = rate(work('living', 'TV'));
    const withLine = { ...rated, production: { ...rated.production, finance: { lines: [{ label: 'Viewers', amount: 1, reason: 'the usual' }] } } };
    const plain = ruledStep('raiseViewers', raiseViewers)(rate(work('living', 'TV', [])), sequenceRng([0.5]));
    const lifted = ruledStep('raiseViewers', raiseViewers)(withLine, sequenceRng([0.5]));
    expect(lifted.effects.viewersFactor! / plain.effects.viewersFactor!).toBeCloseTo(1.012);
    expect(lifted.show!.avgViewers).toBe(Math.round(2_000_000 * lifted.effects.viewersFactor!));
    expect(lifted.production.finance.lines[0].reason).toBe(
      "the usual. The rivalries on the card (Crane vs. Vale, heat 40) lift the show's average audience ×1.01 after it.",
    );
  });
});
