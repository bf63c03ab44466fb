import fc from 'fast-check';
import { createAppearance } from '../entities/appearance';
import { createChampionship } from '../entities/championship';
import { createGame } from '../entities/game';
import { createSegment } from '../entities/segment';
import { createShow } from '../entities/show';
import type { ShowTypeKey } from '../entities/enums';
import { createWrestler } from '../entities/wrestler';
import { retainChance } from '../rules/living/title-plan';
import { seededRng, sequenceRng } from '../rules/test-rng';
import { rateSegments } from './completion-steps';
import { livingRateSegments } from './living-rule-steps';
import { LIVING_STEPS, ruledStep } from './living-steps';
import { decideTitleDefences, defenceWinner, explainTitleStakes, markTitlesOnLine, TITLE_STAKES_RULE } from './living-title-steps';
import { createReign } from '../entities/reign';
import { updateReigns } from './championship-steps';
import { storedRatingExplanation } from './rating-explanation';
import { emptyWork } from './test-work';

const wrestler = (id: number) => ({ ...createWrestler({ name: `W${id}`, gender: 'MALE', points: 60 }), id });
const appearances = [1, 2].map((id) => ({ ...createAppearance({ wrestlerId: id, groupId: id }), id: 10 + id }));

/** A singles title match: champion 1 against challenger 2, on a show of the given type. */
function titleMatchWork(type: ShowTypeKey, championshipIds = [5]) {
  return emptyWork({}, {
    game: { ...createGame({ rules: 'living' }), id: 1 },
    show: { ...createShow({ name: 'Show', type }), id: 3 },
    segments: [{ ...createSegment({ type: 'CHAMPIONSHIP', appearanceIds: [11, 12], championshipIds }), id: 1 }],
    appearances,
    wrestlers: [wrestler(1), wrestler(2)],
    championships: [{ ...createChampionship({ name: 'The Belt', holders: 1, wrestlerIds: [1] }), id: 5 }],
  });
}

const winnerOf = (work: ReturnType<typeof titleMatchWork>) => work.appearances.find((a) => a.winner)?.wrestlerId;

describe('living title defences (issue 15 item 7)', () => {
  it('keeps the title with the champion when the draw falls under the retain chance', () => {
    expect(winnerOf(decideTitleDefences(titleMatchWork('TV'), sequenceRng([retainChance('TV') - 0.01, 0.5])))).toBe(1);
    expect(winnerOf(decideTitleDefences(titleMatchWork('TV'), sequenceRng([retainChance('TV') + 0.01, 0.5])))).toBe(2);
  });

  it('leaves a match with no title, or already decided, to the classic draw', () => {
    expect(winnerOf(decideTitleDefences(titleMatchWork('PPV', []), seededRng(1)))).toBeUndefined();
    const decided = titleMatchWork('PPV');
    decided.appearances = decided.appearances.map((a) => ({ ...a, winner: a.wrestlerId === 2, loser: a.wrestlerId !== 2 }));
    expect(decideTitleDefences(decided, sequenceRng([0])).appearances).toEqual(decided.appearances);
  });

  it('changes hands more often at events than on weekly TV over many shows', () => {
    const changes = (type: ShowTypeKey) =>
      Array.from({ length: 400 }, (_, seed) => winnerOf(decideTitleDefences(titleMatchWork(type), seededRng((seed + 1) * 2_654_435_761)))).filter((id) => id === 2).length;
    expect(changes('PPV')).toBeGreaterThan(changes('TV'));
  });

  it('property: the winner is always one of the sides, a champion only when one is in the match', () => {
    const byId = new Map([1, 2, 3].map((id) => [id, wrestler(id)]));
    fc.assert(
      fc.property(fc.subarray([1, 2, 3]), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.integer({ min: 1, max: 9999 }), (holders, retain, seed) => {
        const three = [1, 2, 3].map((id) => ({ ...createAppearance({ wrestlerId: id, groupId: id }), id }));
        const winner = defenceWinner(three, holders, byId, retain, seededRng(seed));
        if (holders.length !== 1) return winner === null;
        return winner !== null && [1, 2, 3].includes(winner);
      }),
    );
  });

  it('is the living simulateSegments step; a classic game keeps the classic draw', () => {
    expect(LIVING_STEPS.simulateSegments?.[0]).toBe(decideTitleDefences);
  });
});

describe('"Why this rating" says a title raised the stakes', () => {
  const rated = (type: ShowTypeKey, ids = [5]) => ruledStep('rateSegments', rateSegments)(titleMatchWork(type, ids), seededRng(1));

  it('adds a line naming the title, with no amount, after the rating', () => {
    const work = rated('PPV');
    const explanation = storedRatingExplanation(work.segments[0])!;
    const line = explanation.fired.find((rule) => rule.id === TITLE_STAKES_RULE)!;
    expect(line.label).toBe('The Belt on the line at an event: the stakes were raised');
    expect(line.amount).toBe(0);
    // No amount: the rating is the living star rating's, stakes line or not.
    expect(work.segments[0].rating).toBe(livingRateSegments(titleMatchWork('PPV'), seededRng(1)).segments[0].rating);
    expect(storedRatingExplanation(rated('TV').segments[0])!.fired.find((rule) => rule.id === TITLE_STAKES_RULE)!.label).toBe('The Belt on the line: the stakes were raised');
  });

  it('says nothing for a match with no title, and adds the line once', () => {
    expect(storedRatingExplanation(rated('TV', []).segments[0])!.fired.some((r) => r.id === TITLE_STAKES_RULE)).toBe(false);
    const twice = explainTitleStakes(rated('TV'), seededRng(1));
    expect(storedRatingExplanation(twice.segments[0])!.fired.filter((r) => r.id === TITLE_STAKES_RULE)).toHaveLength(1);
  });
});

describe('issue 36: each title on the line is marked with the date', () => {
  const withReign = () => {
    const work = titleMatchWork('TV');
    return { ...work, production: { ...work.production, date: '2027-03-10' }, reigns: [{ ...createReign({ championshipId: 5, wrestlerIds: [1], startDate: '2026-12-01' }), id: 7 }] };
  };

  it('sets the open reign\'s last defence after a retained title, and the new reign\'s after a change', () => {
    const retained = withReign();
    retained.appearances = retained.appearances.map((a) => ({ ...a, winner: a.wrestlerId === 1, loser: a.wrestlerId !== 1 }));
    const kept = markTitlesOnLine(updateReigns(retained, seededRng(1)), seededRng(1));
    expect(kept.reigns).toEqual([expect.objectContaining({ id: 7, defenses: 1, endDate: null, lastDefence: '2027-03-10' })]);

    const lost = withReign();
    lost.appearances = lost.appearances.map((a) => ({ ...a, winner: a.wrestlerId === 2, loser: a.wrestlerId !== 2 }));
    const changed = markTitlesOnLine(updateReigns(lost, seededRng(1)), seededRng(1));
    expect(changed.reigns.find((r) => r.endDate === null)).toMatchObject({ wrestlerIds: [2], startDate: '2027-03-10', lastDefence: '2027-03-10' });
    expect(changed.reigns.find((r) => r.endDate !== null)).toMatchObject({ id: 7, lastDefence: '' });
  });

  it('runs after the classic reigns step on a living game only', () => {
    const living = withReign();
    living.appearances = living.appearances.map((a) => ({ ...a, winner: a.wrestlerId === 1, loser: a.wrestlerId !== 1 }));
    const step = ruledStep('updateReigns', updateReigns);
    expect(step(living, seededRng(1)).reigns[0].lastDefence).toBe('2027-03-10');
    const classic = { ...living, game: { ...living.game!, rules: 'classic' as const } };
    expect(step(classic, seededRng(1)).reigns[0]).toMatchObject({ defenses: 1, lastDefence: '' });
  });
});
