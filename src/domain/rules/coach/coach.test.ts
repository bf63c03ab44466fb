import { heatAt, heatRatingBonus } from '../living/rivalry-heat';
import { starsOfSum } from '../living/star-rating';
import { workrateRatingBonus } from '../living/workrate';
import { WORKRATE_RULE } from '../../production/workrate-steps';
import { applyChange, candidateChanges } from './changes';
import { match, person, rivalry, scene, title } from './coach-test-world';
import { RIVALRY_HEAT_RULE, expectedRating, expectedScore } from './expected-rating';
import { describeChange, ratingDelta, suggestChange } from './suggest';

const names = { wrestler: (id: number) => `W${id}`, title: (id: number) => `Title ${id}` };
const weak = (id: number, stats = {}) => person(id, { points: 20, popularity: 20, charisma: 20, morale: 20, alignment: 'GOOD', ...stats });
const mid = (id: number, alignment: 'GOOD' | 'BAD') => person(id, { points: 60, popularity: 60, charisma: 60, morale: 60, alignment });
const star = (id: number, stats = {}) => person(id, { points: 95, popularity: 95, charisma: 80, morale: 80, alignment: 'BAD', class: 'GIANT', ...stats });

describe('the coach\'s expected rating', () => {
  it('is the preview rating when no rivalry is played out', () => {
    const world = scene([weak(1), weak(2)], []);
    const expected = expectedRating(match([1, 2]), world);
    expect(expected.rivalryId).toBeNull();
    expect(expected.rating).toBe(starsOfSum(expected.explanation.total));
    expect(expected.explanation.fired.some((r) => r.id === RIVALRY_HEAT_RULE)).toBe(false);
  });

  it('adds the rivalry heat line on a living game and re-reads the total on the star curve', () => {
    const feud = rivalry(4, [1], [2], { heat: 60, heatOn: '2026-01-03' });
    const plain = expectedRating(match([1, 2]), scene([weak(1), weak(2)], []));
    const heated = expectedRating(match([1, 2]), scene([weak(1), weak(2)], [], { rivalries: [feud] }));
    const bonus = heatRatingBonus(heatAt(feud, '2026-01-10'), 'TV', false);
    expect(heated.rivalryId).toBe(4);
    expect(heated.explanation.fired.find((r) => r.id === RIVALRY_HEAT_RULE)?.amount).toBe(bonus);
    expect(heated.explanation.total).toBe(plain.explanation.total + bonus);
    expect(heated.rating).toBe(starsOfSum(plain.explanation.total + bonus));
  });

  it('counts more heat for the payoff match on a PPV', () => {
    const feud = rivalry(4, [1], [2]);
    const cast = [mid(1, 'GOOD'), mid(2, 'BAD')];
    const weekly = expectedRating(match([1, 2]), scene(cast, [], { rivalries: [feud] }));
    const ppv = expectedRating(match([1, 2]), scene(cast, [], { rivalries: [feud], showType: 'PPV' }));
    expect(ppv.rating).toBeGreaterThan(weekly.rating);
    expect(ppv.explanation.fired.some((line) => /payoff/.test(line.label))).toBe(true);
  });

  it('reads the workers\' in-ring skill as the completion does (issue 35 item 3)', () => {
    const skilled = expectedRating(match([1, 2]), scene([mid(1, 'GOOD'), { ...mid(2, 'BAD') }].map((w) => ({ ...w, inRingSkill: 90 })), []));
    const green = expectedRating(match([1, 2]), scene([mid(1, 'GOOD'), mid(2, 'BAD')].map((w) => ({ ...w, inRingSkill: 20 })), []));
    expect(skilled.explanation.fired.find((r) => r.id === WORKRATE_RULE)?.amount).toBe(workrateRatingBonus([90, 90]));
    expect(green.explanation.fired.find((r) => r.id === WORKRATE_RULE)?.amount).toBe(workrateRatingBonus([20, 20]));
    expect(skilled.rating).toBeGreaterThan(green.rating);
  });

  it('ignores rivalries under classic rules', () => {
    const expected = expectedRating(match([1, 2]), scene([weak(1), weak(2)], [], { living: false, rivalries: [rivalry(1, [1], [2])] }));
    expect(expected.rivalryId).toBeNull();
    expect(expected.rating).toBe(expected.explanation.total / 100);
  });
});

describe('how to improve a segment', () => {
  it('swaps a weak competitor for a star who fits', () => {
    const world = scene([weak(1), weak(2)], [star(9), star(10, { gender: 'FEMALE' })]);
    const suggestion = suggestChange(match([1, 2]), world)!;
    expect(suggestion.change).toEqual({ kind: 'swap', outId: 1, inId: 9 });
    expect(suggestion.after.rating).toBeGreaterThan(suggestion.before.rating);
    expect(describeChange(suggestion.change, names, match([1, 2]))).toBe('Swap W1 for W9');
    expect(ratingDelta(suggestion.before.rating, suggestion.after.rating)).toMatch(/^\+\d\.\d\d★$/);
  });

  it('never swaps across divisions nor out a champion defending a title', () => {
    const belt = title(5, { wrestlerIds: [1], holders: 1 });
    const segment = { ...match([1, 2]), championshipIds: [5] };
    const changes = candidateChanges(segment, scene([weak(1), weak(2)], [star(10, { gender: 'FEMALE' }), star(9)], { championships: [belt] }));
    const swaps = changes.filter((c) => c.kind === 'swap');
    expect(swaps).toEqual([{ kind: 'swap', outId: 2, inId: 9 }]);
  });

  it('books a rival in for the heat', () => {
    const world = scene([mid(1, 'GOOD'), mid(2, 'BAD')], [mid(3, 'BAD')], { rivalries: [rivalry(1, [1], [3])] });
    const suggestion = suggestChange(match([1, 2]), world)!;
    expect(suggestion.change).toEqual({ kind: 'swap', outId: 2, inId: 3 });
    expect(suggestion.after.rivalryId).toBe(1);
  });

  it('turns a promo between rivals who are no talkers into a match on the PPV, their payoff', () => {
    const promo = { ...match([1, 2]), type: 'FACE_TO_FACE' };
    // Issue 35: a living promo is rated by its speakers' microphone skill, so these two are poor on it.
    const quiet = (id: number, alignment: 'GOOD' | 'BAD') => ({ ...mid(id, alignment), micSkill: 25 });
    const world = scene([quiet(1, 'GOOD'), quiet(2, 'BAD')], [], { rivalries: [rivalry(1, [1], [2])], showType: 'PPV' });
    const suggestion = suggestChange(promo, world)!;
    expect(suggestion.change).toEqual({ kind: 'type', type: 'SINGLES' });
    expect(describeChange(suggestion.change, names, promo)).toBe('Make it a Singles match');
  });

  it('keeps a face to face between good talkers a promo: the coach rates it by the microphone as the show will (issue 35)', () => {
    const talkers = [{ ...mid(1, 'GOOD'), micSkill: 90 }, { ...mid(2, 'BAD'), micSkill: 90 }];
    const world = scene(talkers, [], { rivalries: [rivalry(1, [1], [2])], showType: 'TV' });
    const promo = { ...match([1, 2]), type: 'FACE_TO_FACE' };
    const before = expectedRating(promo, world);
    expect(before.explanation.fired.map((line) => line.id)).toContain('PRESENTATION_MIC');
    expect(suggestChange(promo, world)?.change).not.toEqual({ kind: 'type', type: 'SINGLES' });
  });

  it('reads a living match\'s booked length as the show will: a five-minute main event between stars is no classic', () => {
    const world = scene([star(1), star(2, { alignment: 'GOOD' })], []);
    const short = expectedRating({ ...match([1, 2]), duration: 300, main: true }, world);
    const full = expectedRating({ ...match([1, 2]), duration: 1200, main: true }, world);
    expect(short.explanation.fired.find((line) => line.id === 'MATCH_LENGTH')?.label).toMatch(/^Length: 5:00 is short for a main event between stars/);
    expect(full.rating).toBeGreaterThan(short.rating + 0.5);
    expect(expectedScore({ ...match([1, 2]), duration: 300, main: true }, world)).toBeCloseTo(short.rating, 6);
    // No length booked: no length line (the classic coach and old callers).
    expect(expectedRating(match([1, 2]), world).explanation.fired.some((line) => line.id === 'MATCH_LENGTH')).toBe(false);
  });

  it('puts a title on the line, its holder joining as a new team', () => {
    const belt = title(5, { wrestlerIds: [9], holders: 1 });
    const world = scene([weak(1), weak(2)], [star(9)], { championships: [belt] });
    expect(candidateChanges(match([1, 2], 'LADDER'), world)).toContainEqual({ kind: 'title', championshipId: 5 });
    // A singles match stays one: a champion joining as a third side is no singles match.
    expect(candidateChanges(match([1, 2]), world)).not.toContainEqual({ kind: 'title', championshipId: 5 });
    const changed = applyChange(match([1, 2], 'LADDER'), { kind: 'title', championshipId: 5 }, world);
    expect(changed.championshipIds).toEqual([5]);
    expect(changed.cast).toContainEqual({ wrestlerId: 9, groupId: 3, manager: false });
  });

  it('offers no title whose holders are booked elsewhere or that the sides do not fit', () => {
    const taken = title(5, { wrestlerIds: [9], holders: 1 });
    const tag = title(6, { wrestlerIds: [], holders: 2 });
    const women = title(7, { wrestlerIds: [], gender: 'FEMALE' });
    const world = scene([weak(1), weak(2), star(9)], [], { championships: [taken, tag, women] });
    expect(candidateChanges(match([1, 2]), world).filter((c) => c.kind === 'title')).toEqual([]);
  });

  it('weighs managers, who never change the rating (they do not compete)', () => {
    const world = scene([weak(1), star(2)], [star(9)]);
    const segment = match([1, 2]);
    const managed = applyChange(segment, { kind: 'manager', wrestlerId: 9, groupId: 1 }, world);
    expect(expectedRating(managed, world).rating).toBe(expectedRating(segment, world).rating);
    expect(describeChange({ kind: 'manager', wrestlerId: 9, groupId: 2 }, names, segment)).toBe('Add W9 as manager of team 2');
  });

  it('says nothing when no change raises the rating', () => {
    expect(suggestChange(match([1, 2]), scene([star(1), star(2, { alignment: 'GOOD' })], []))).toBeNull();
  });

  it('answers a segment with two hundred candidates quickly', () => {
    const roster = Array.from({ length: 200 }, (_, i) => person(100 + i, { points: i % 100, popularity: (i * 7) % 100, alignment: i % 2 ? 'GOOD' : 'BAD' }));
    const world = scene([weak(1), weak(2), weak(3), weak(4)], roster);
    // Timed informally (well under 100 ms); the assertion is only that it answers.
    expect(suggestChange(match([1, 2, 3, 4], 'TAG_TEAM', [1, 1, 2, 2]), world)).not.toBeNull();
  });
});
