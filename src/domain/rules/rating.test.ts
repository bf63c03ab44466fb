import { createWrestler, type Wrestler } from '../entities/wrestler';
import { rateSegment, rateSegmentBreakdown, type RatedParticipant } from './rating';

// A pair whose stats fire no rule of the other families, so each table isolates one family.
const calm: Partial<Wrestler> = { points: 30, morale: 30, popularity: 40, charisma: 30, alignment: 'GOOD', class: 'WRESTLER' };
const pair = (key: keyof Wrestler, [a, b]: readonly unknown[], extra: Partial<Wrestler> = {}): RatedParticipant[] => [
  { wrestler: createWrestler({ ...calm, ...extra, [key]: a }), groupId: 1 },
  { wrestler: createWrestler({ ...calm, ...extra, [key]: b }), groupId: 2 },
];
const score = (participants: RatedParticipant[], family: string) =>
  rateSegmentBreakdown(participants).scores[family as 'points'];

describe('when rating a segment, family by family (SPEC §9)', () => {
  it.each([
    [[50, 40], 50], [[60, 60], 100], [[0, 100], 50 - 50 - 20 + 100], [[20, 30], -20],
    [[95, 92], 50 + 50 + 200], [[150, 100], 300], [[-10, 30], -70], [[49, 49], 0],
  ])('points %j score %s', (values, expected) => expect(score(pair('points', values), 'points')).toBe(expected));

  it.each([
    [[50, 40], 50], [[60, 70], 50 + 20 + 50], [[0, 30], -5 - 30], [[20, 90], 50 - 30 + 50], [[21, 49], 0],
  ])('morale %j scores %s', (values, expected) => expect(score(pair('morale', values), 'morale')).toBe(expected));

  it.each([
    [[0, 40], -100], [[10, 40], -50], [[31, 40], 0], [[60, 50], 50], [[80, 85], 40 + 50 + 20],
    [[90, 95], 40 + 50 + 20 + 10 + 70], [[96, 100], 40 + 50 + 20 + 10 + 100 + 70], [[500, 300], 290],
  ])('popularity %j scores %s', (values, expected) => expect(score(pair('popularity', values), 'popularity')).toBe(expected));

  it.each([
    [['GOOD', 'BAD'], 100], [['GOOD', 'GOOD'], -150], [['NEUTRAL', 'NEUTRAL'], -200], [['GOOD', 'NEUTRAL'], 50],
  ])('alignments %j score %s', (values, expected) => expect(score(pair('alignment', values), 'alignment')).toBe(expected));

  it.each([
    ['a winner on a long streak', [{ streak: 3, wins: 11, losses: 2, winner: true }, { streak: 0 }], 30],
    ['a winner with only 10 wins', [{ streak: 3, wins: 10, losses: 2, winner: true }, { streak: 0 }], 0],
    ['a winner with more losses', [{ streak: 3, wins: 11, losses: 12, winner: true }, { streak: 0 }], 0],
    ['a loser on a long streak', [{ streak: 3, wins: 11, losses: 2 }, { streak: 0, winner: true }], 0],
    ['everyone on a streak', [{ streak: 1 }, { streak: 2 }], 60],
    ['both at once', [{ streak: 3, wins: 20, losses: 0, winner: true }, { streak: 1 }], 90],
  ])('%s scores %s', (_, entries, expected) => {
    const participants = (entries as ({ winner?: boolean } & Partial<Wrestler>)[]).map(({ winner, ...stats }, i) => ({
      wrestler: createWrestler({ ...calm, ...stats }), groupId: i + 1, winner,
    }));
    expect(score(participants, 'streak')).toBe(expected);
  });

  it.each([
    [['GIANT', 'CRUISER'], 30 + 20], [['FIGHTER', 'BRUISER'], 30 + 20], [['SPECIALIST', 'WRESTLER'], 30 + 20],
    [['WRESTLER', 'WRESTLER'], -20], [['SPECIALIST', 'SPECIALIST'], 30 - 20], [['BOXER', 'GIANT'], 20],
  ])('styles %j score %s', (values, expected) => expect(score(pair('class', values), 'roles')).toBe(expected));

  it('gives no variety bonus when everyone is on one team', () => {
    const sameTeam = pair('class', ['GIANT', 'CRUISER']).map((p) => ({ ...p, groupId: 1 }));
    expect(score(sameTeam, 'roles')).toBe(30);
  });

  it.each([
    [[70, 10], 50 - 50], [[60, 60], 50], [[0, 30], -100], [[80, 30], 50 + 50], [[21, 30], 0],
  ])('charisma %j scores %s', (values, expected) => expect(score(pair('charisma', values), 'charisma')).toBe(expected));
});

describe('when adding the sub-scores up', () => {
  const two = (stats: Partial<Wrestler> = {}): RatedParticipant[] => [
    { wrestler: createWrestler(stats), groupId: 1 },
    { wrestler: createWrestler(stats), groupId: 2 },
  ];

  it.each([
    // points -20, popularity -100, alignment -200, roles -20, charisma -50
    ['two default wrestlers', two(), -3.9],
    ['one competitor', two().slice(0, 1), 0],
    ['nobody', [], 0],
    ['one competitor and a manager', [...two().slice(0, 1), { ...two()[1], manager: true }], 0],
  ])('rates %s at %s', (_, participants, rating) => {
    expect(rateSegment(participants)).toBeCloseTo(rating, 10);
  });

  it('rates a main event of stars highly and lists every rule that fired', () => {
    const star = { points: 95, morale: 90, popularity: 96, charisma: 90, streak: 5, wins: 30, losses: 3 };
    const participants: RatedParticipant[] = [
      { wrestler: createWrestler({ ...star, alignment: 'GOOD', class: 'GIANT' }), groupId: 1, winner: true },
      { wrestler: createWrestler({ ...star, alignment: 'BAD', class: 'CRUISER' }), groupId: 2 },
    ];
    const breakdown = rateSegmentBreakdown(participants);
    expect(breakdown.scores).toEqual({
      points: 300, morale: 120, popularity: 290, alignment: 100, streak: 90, roles: 50, charisma: 100,
    });
    expect(breakdown.total).toBe(1050);
    expect(rateSegment(participants)).toBe(10.5);
    expect(breakdown.fired.map((rule) => rule.id)).toContain('points.per90');
    expect(breakdown.fired.find((rule) => rule.id === 'points.per90')?.amount).toBe(200);
    expect(breakdown.fired.reduce((sum, rule) => sum + rule.amount, 0)).toBe(breakdown.total);
  });

  it('leaves managers out of every rule', () => {
    const participants = two({ points: 60 });
    const manager = { wrestler: createWrestler({ points: 0, alignment: 'BAD' }), groupId: 1, manager: true };
    expect(rateSegment([...participants, manager])).toBe(rateSegment(participants));
  });
});
