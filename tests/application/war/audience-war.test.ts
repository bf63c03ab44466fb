import { createWarServices } from '../../../src/application/war';
import { scoreWarNights } from '../../../src/application/war/score-nights';
import { GAME_ID } from '../../../src/domain/entities/game';
import type { UseCaseDeps } from '../../../src/application/deps';
import { inMemoryDeps } from '../support';
import { NIGHT, putCard, putWarWorld, SHOW } from './war-fixture';

// Issue 35 item 4: the forward move's scoring follows each show's viewers that night; the card moves it only at the margin.

async function night(deps: UseCaseDeps, player: { viewers: number; popularity: number; stars: number }, rival: { viewers: number; popularity: number; stars: number }) {
  const home = await putCard(deps, SHOW.player, player.popularity, player.stars);
  const away = await putCard(deps, SHOW.rival, rival.popularity, rival.stars);
  await deps.repos.Production.update(home, { viewers: player.viewers, cardRating: player.stars });
  await deps.repos.Production.update(away, { viewers: rival.viewers, cardRating: rival.stars });
  return [home, away] as const;
}

describe('a war the audience decides (issue 35)', () => {
  it('gives AWE-like 1.6M viewers the night over 444K whatever the cards, and keeps the reason for the screen', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    const [home, away] = await night(deps, { viewers: 1_600_000, popularity: 10, stars: 1 }, { viewers: 444_000, popularity: 95, stars: 5 });

    await scoreWarNights(deps);

    const [mine, theirs] = await deps.repos.Production.getMany([home, away]);
    expect(mine.war).toMatchObject({ won: true, upset: false, reason: "Home Weekly drew 1.6M to Away Weekly's 444K" });
    expect(mine.war!.share).toBeGreaterThan(0.7);
    expect(theirs.war).toMatchObject({ won: false, upset: false, reason: mine.war!.reason });
    expect((await deps.repos.Game.get(GAME_ID))?.warTally).toEqual([{ year: 2026, nights: 1, wonBy: { '1': 1 } }]);
    // Won on viewers with the poorer card: the night moves neither show's audience afterwards.
    expect([mine.war!.viewersFactor, theirs.war!.viewersFactor]).toEqual([1, 1]);
    expect(mine.finance.lines.find((l) => l.label === 'Ratings war')?.reason).toContain("Home Weekly drew 1.6M to Away Weekly's 444K; the show's average audience");

    const board = await createWarServices(deps).board(2);
    expect(board.nights[0]).toMatchObject({ night: NIGHT, winner: 'Player Co', upset: false, reason: "Home Weekly drew 1.6M to Away Weekly's 444K" });
    expect(board.nights[0].shows.map((s) => [s.show, s.viewers, s.stars])).toEqual([['Home Weekly', 1_600_000, 1], ['Away Weekly', 444_000, 5]]);
  });

  it('lets an exceptional card beat a poor one by close viewers, and names the upset', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    const [home, away] = await night(deps, { viewers: 1_000_000, popularity: 10, stars: 1 }, { viewers: 880_000, popularity: 95, stars: 5 });

    await scoreWarNights(deps);

    const [mine, theirs] = await deps.repos.Production.getMany([home, away]);
    expect(theirs.war).toMatchObject({ won: true, upset: true, reason: "Upset: Away Weekly's 5★ card beat Home Weekly's 1★ though it had 12% fewer viewers" });
    expect(mine.war).toMatchObject({ won: false, upset: true });
    // The better card won: its show keeps more of its audience, the other loses some.
    expect(theirs.war!.viewersFactor).toBeGreaterThan(1);
    expect(mine.war!.viewersFactor).toBeLessThan(1);
    const board = await createWarServices(deps).board(2);
    expect(board.nights[0]).toMatchObject({ winner: 'Rival Co', upset: true });
  });

  it('names the forfeit as the reason when the player did not play', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    await putCard(deps, SHOW.player, 90, 5, NIGHT, false);
    const away = await putCard(deps, SHOW.rival, 30, 1);

    await scoreWarNights(deps);

    expect((await deps.repos.Production.get(away))?.war).toMatchObject({ won: true, upset: false, reason: 'Home Weekly not played: Away Weekly had the night alone' });
  });
});
