import { commitCompletion } from '../../../src/application/production/commit-completion';
import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { loadCompletionWork } from '../../../src/application/production/load-completion';
import { GAME_ID, type Game } from '../../../src/domain/entities/game';
import { readRivalries, segmentRivalryNote, type Rivalry } from '../../../src/domain/entities/rivalry';
import { creditProduction } from '../../../src/domain/production/completion-finance';
import { storedRatingExplanation } from '../../../src/domain/production/rating-explanation';
import { noRivalryEffects } from '../../../src/domain/production/rivalry-effects';
import { RIVALRY_HEAT_RULE } from '../../../src/domain/production/rivalry-steps';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { constantRandom, PRODUCTION_DATE, seedScriptedProduction } from './scripted-production';

// Issue 17: completing a production with two rivals on a living game moves their rivalry on the
// Game record, in the completion's one transaction, and the segment says why it rated higher.

const rivalryOf = (sides: [number[], number[]], fields: Partial<Rivalry> = {}): Rivalry => ({
  id: 1, sides, origin: 'player', startedOn: '2026-11-01', endedOn: null, endReason: '', heat: 40, heatOn: PRODUCTION_DATE,
  beats: [], segments: 1, payoffShowId: null, ...fields,
});

async function setUp(rules: Game['rules']) {
  const storage = createDexieTestStorage();
  const card = await seedScriptedProduction(storage.repos);
  // Ace and Brute meet in match 1 of the scripted card.
  const rivalry = rivalryOf([[card.w.ace.id], [card.w.brute.id]]);
  await storage.repos.Game.create({ date: PRODUCTION_DATE, rules, rivalries: [rivalry] });
  return { ...storage, card, rivalry };
}

describe('completing a production with two rivals (issue 17)', () => {
  it('on a living game raises their heat on the Game record and stores the line and the note on the segment', async () => {
    const { repos, unitOfWork, logger, card } = await setUp('living');
    const result = await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id, { seed: 500 });
    expect(result.status).toBe('completed');

    const [stored] = readRivalries((await repos.Game.get(GAME_ID))?.rivalries);
    expect(stored.heat).toBeGreaterThan(40);
    expect(stored).toMatchObject({ heatOn: PRODUCTION_DATE, segments: 2, endedOn: null });
    expect(stored.beats).toEqual([expect.objectContaining({ kind: 'match', productionId: card.production.id, segmentId: card.match1.id, heat: stored.heat })]);

    const match = (await repos.Segment.get(card.match1.id))!;
    const line = storedRatingExplanation(match)!.fired.find((rule) => rule.id === RIVALRY_HEAT_RULE);
    expect(line).toMatchObject({ label: 'Ace vs. Brute rivalry, heat 40: the crowd was invested', amount: 24 });
    expect(segmentRivalryNote(match.meta)).toMatchObject({ rivalryId: 1, week: 4, segment: 2, heatBefore: 40, heatAfter: stored.heat, ratingBonus: 24 }); // issue 35: week 4 since its start, its second segment
    // The other segments play out no rivalry.
    const others = await repos.Segment.getMany([card.promo.id, card.match2.id, card.titleMatch.id]);
    expect(others.map((s) => segmentRivalryNote(s.meta))).toEqual([null, null, null]);
  });

  it('on a classic game leaves the rivalry and the ratings as the spec has them', async () => {
    const { repos, unitOfWork, logger, card, rivalry } = await setUp('classic');
    await createCompleteProduction({ repos, unitOfWork, logger, random: constantRandom })(card.production.id, { seed: 500 });
    expect(readRivalries((await repos.Game.get(GAME_ID))?.rivalries)).toEqual([rivalry]);
    const match = (await repos.Segment.get(card.match1.id))!;
    expect(storedRatingExplanation(match)!.fired.some((rule) => rule.id === RIVALRY_HEAT_RULE)).toBe(false);
    expect(segmentRivalryNote(match.meta)).toBeNull();
  });

  it('applies the effects to the Game record as it is at commit, keeping a rivalry started meanwhile', async () => {
    const { repos, unitOfWork, logger, card, rivalry } = await setUp('living');
    const loaded = await loadCompletionWork(repos, card.production.id, 1, logger);
    const other = rivalryOf([[card.w.cruz.id], [card.w.goliath.id]], { id: 2, heat: 20 });
    await repos.Game.update(GAME_ID, { rivalries: [rivalry, other], dark: false }); // another tab, since the load
    const beat = { rivalryId: 1, date: PRODUCTION_DATE, kind: 'match' as const, gain: 10, payoff: false, ends: false, productionId: card.production.id, segmentId: card.match1.id };
    const work = { ...creditProduction(loaded), effects: { brandCredits: [], viewersRise: false, rivalries: { ...noRivalryEffects(), beats: [beat] } } };
    expect((await commitCompletion(unitOfWork, work)).committed).toBe(true);
    const game = (await repos.Game.get(GAME_ID))!;
    expect(game.dark).toBe(false);
    expect(readRivalries(game.rivalries).map((r) => [r.id, r.heat])).toEqual([[1, 46], [2, 20]]);
  });

  it('writes no rivalry note for a beat the commit would drop: a rivalry ended by another tab since the load (issue 34)', async () => {
    const { repos, unitOfWork, logger, card, rivalry } = await setUp('living');
    // The second unit of work is the first commit: just before it, another tab ends the rivalry.
    let runs = 0;
    const racing = {
      ...unitOfWork,
      run: async <R,>(work: Parameters<typeof unitOfWork.run<R>>[0]): Promise<R> => {
        runs += 1;
        if (runs === 2) await repos.Game.update(GAME_ID, { rivalries: [{ ...rivalry, endedOn: PRODUCTION_DATE, endReason: 'player' }] });
        return unitOfWork.run(work);
      },
    };
    const result = await createCompleteProduction({ repos, unitOfWork: racing, logger, random: constantRandom })(card.production.id, { seed: 500 });
    expect(result.status).toBe('completed');
    expect(runs).toBe(4); // load, refused commit, load again, commit
    const match = (await repos.Segment.get(card.match1.id))!;
    expect(segmentRivalryNote(match.meta)).toBeNull();
    expect(storedRatingExplanation(match)!.fired.some((rule) => rule.id === RIVALRY_HEAT_RULE)).toBe(false);
    const [stored] = readRivalries((await repos.Game.get(GAME_ID))?.rivalries);
    expect(stored).toMatchObject({ endedOn: PRODUCTION_DATE, segments: 1, beats: [] });
  });
});
