import { createCompleteProduction } from '../../../src/application/production/complete-production';
import { addDays } from '../../../src/domain/dates';
import { GAME_ID } from '../../../src/domain/entities/game';
import { storyMemoryOf, type RecentStory } from '../../../src/domain/rules/story/recent-stories';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { constantRandom, PRODUCTION_DATE, seedScriptedProduction } from './scripted-production';

// Issue 35 item 5 (living rules): no storyline sentence repeats within a promotion for eight weeks.
// Seed 42's ten-year season told VWU's "Arlo Whitaker looked straight into the camera and promised
// gold before the year is out." on 2032-10-23 and again on 2032-12-12, 50 days later: the player's
// card of 2032-12-18 (its week is played before the rivals' shows of the same days) was committed
// first, and its commit cut the shared memory to the 56 days before 2032-12-18, dropping VWU's
// card of 2032-10-23 that VWU's card of 2032-12-12 still had to avoid.

describe('the story memory a completion commits (issue 35)', () => {
  it('a card played ahead of the week keeps what another promotion told 50 days before the week\'s start', async () => {
    const storage = createDexieTestStorage();
    const card = await seedScriptedProduction(storage.repos);
    // The game stands six days before the scripted card; a rival told a sentence 50 days before that.
    const gameDate = addDays(PRODUCTION_DATE, -6);
    const rivals: RecentStory = { companyId: 2, date: addDays(gameDate, -50), templates: ['solo:3'], lines: ['0badf00d'] };
    await storage.repos.Game.create({ date: gameDate, rules: 'living', recentStories: [rivals] });

    const result = await createCompleteProduction({ ...storage, random: constantRandom })(card.production.id, { seed: 500 });
    expect(result.status).toBe('completed');

    const kept = (await storage.repos.Game.get(GAME_ID))!.recentStories;
    expect(kept.some((entry) => entry.date === PRODUCTION_DATE)).toBe(true); // the card's own entry
    // The rival's card on the game's date (still in the week being played) must not tell it again.
    expect(storyMemoryOf(kept, 2, gameDate).lines.has('0badf00d')).toBe(true);
  });
});
