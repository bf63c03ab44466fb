import { scoreWarNights } from '../../../src/application/war/score-nights';
import { GAME_ID } from '../../../src/domain/entities/game';
import { dexieDeps, inMemoryDeps } from '../support';
import { NIGHT, putCard, putWarWorld, SHOW } from './war-fixture';

// Issue 18 item 3: the forward move scores every contested night of the window (real adapters).

describe('scoring the ratings war of the window', () => {
  it('gives both shows of a contested night their share, the winner the tally, and moves their viewers', async () => {
    const deps = dexieDeps('war-score');
    await putWarWorld(deps);
    const home = await putCard(deps, SHOW.player, 80, 3.5);
    const away = await putCard(deps, SHOW.rival, 30, 1.5);

    const summary = await scoreWarNights(deps);

    expect(summary.nights).toBe(1);
    const [mine, theirs] = await deps.repos.Production.getMany([home, away]);
    expect(mine.war?.share! + theirs.war?.share!).toBeCloseTo(1, 9);
    expect(mine.war).toMatchObject({ night: NIGHT, companyId: 1, won: true, nightAudience: 2_000_000 });
    expect(theirs.war).toMatchObject({ companyId: 2, won: false });
    expect(mine.war!.share).toBeGreaterThan(0.5);
    expect((await deps.repos.Game.get(GAME_ID))?.warTally).toEqual([{ year: 2026, nights: 1, wonBy: { '1': 1 } }]);
    const [homeShow, awayShow] = await deps.repos.Show.getMany([SHOW.player, SHOW.rival]);
    expect(homeShow.avgViewers).toBeGreaterThan(2_000_000);
    expect(homeShow.avgViewers).toBeLessThanOrEqual(2_100_000);
    expect(awayShow.avgViewers).toBeLessThan(2_000_000);
    const line = mine.finance.lines.find((l) => l.label === 'Ratings war');
    expect(line?.reason).toMatch(/^Won the night of .* against Away Weekly \d+%/);
    expect(line?.amount).toBe(homeShow.avgViewers - 2_000_000);
  });

  it('counts a night once when the window is scored again, and writes nothing new', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    await putCard(deps, SHOW.player, 40, 2);
    await putCard(deps, SHOW.rival, 70, 4);
    await scoreWarNights(deps);
    const shows = await deps.repos.Show.all();

    const again = await scoreWarNights(deps);

    expect(again.productionIds).toEqual([]);
    expect(await deps.repos.Show.all()).toEqual(shows);
    expect((await deps.repos.Game.get(GAME_ID))?.warTally).toEqual([{ year: 2026, nights: 1, wonBy: { '2': 1 } }]);
  });

  it('gives a rival the night the player did not play (a forfeit)', async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    const unplayed = await putCard(deps, SHOW.player, 90, 5, NIGHT, false);
    const away = await putCard(deps, SHOW.rival, 30, 1);

    await scoreWarNights(deps);

    expect((await deps.repos.Production.get(unplayed))?.war).toBeNull();
    expect((await deps.repos.Production.get(away))?.war).toMatchObject({ share: 1, won: true, absentShowIds: [SHOW.player] });
    expect((await deps.repos.Game.get(GAME_ID))?.warTally).toEqual([{ year: 2026, nights: 1, wonBy: { '2': 1 } }]);
  });

  it("reads the weeks before from each card's kept stars, never their segments (issue 19); an older card's from its segments", async () => {
    const deps = inMemoryDeps();
    await putWarWorld(deps);
    // Last week's cards: the player's kept its stars (5), the rival's was completed before they were kept (1).
    const earlier = await putCard(deps, SHOW.player, 50, 1, '2026-11-18');
    await deps.repos.Production.update(earlier, { cardRating: 5 });
    await putCard(deps, SHOW.rival, 50, 1, '2026-11-18');
    const home = await putCard(deps, SHOW.player, 50, 3);
    const away = await putCard(deps, SHOW.rival, 50, 3);
    const earlierSegments = (await deps.repos.Production.get(earlier))!.segmentIds;
    const read = vi.spyOn(deps.repos.Segment, 'getMany');

    await scoreWarNights(deps);

    expect(read.mock.calls.flatMap(([ids]) => ids).some((id) => earlierSegments.includes(id))).toBe(false);
    const [mine, theirs] = await deps.repos.Production.getMany([home, away]);
    // Recent ratings: (5 + 3) / 2 stars for the player, (1 + 3) / 2 for the rival, as units of 5 stars.
    expect(mine.war?.parts?.ratings).toBeCloseTo(0.8, 9);
    expect(theirs.war?.parts?.ratings).toBeCloseTo(0.4, 9);
  });

  it('scores nothing without rivals or with one promotion on the night', async () => {
    const sandbox = inMemoryDeps();
    await putWarWorld(sandbox, { playerCompanyId: null, brandIds: [] });
    await putCard(sandbox, SHOW.player, 80, 3);
    await putCard(sandbox, SHOW.rival, 30, 3);
    expect((await scoreWarNights(sandbox)).nights).toBe(0);

    const alone = inMemoryDeps();
    await putWarWorld(alone);
    await putCard(alone, SHOW.player, 80, 3);
    expect((await scoreWarNights(alone)).nights).toBe(0);
    expect((await alone.repos.Game.get(GAME_ID))?.warTally).toEqual([]);
  });
});
