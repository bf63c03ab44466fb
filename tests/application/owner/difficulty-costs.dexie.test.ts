import { createMoveCalendar } from '../../../src/application/calendar/move-calendar';
import { createOfficeService } from '../../../src/application/office';
import { GAME_ID } from '../../../src/domain/entities/game';
import type { Difficulty } from '../../../src/domain/entities/enums';
import { dexieDeps, putGame } from '../support';

// Issue 18 item 5: the difficulty's money on real adapters. The office says what the week will
// cost (with the difficulty's share) and the forward move charges exactly that.

async function week(difficulty: Difficulty) {
  const deps = dexieDeps('difficulty-costs');
  const [mine, rival] = await deps.repos.Brand.bulkCreate([
    { name: 'AWE Onslaught', balance: 2_000_000, companyId: 1 },
    { name: 'VWU Rampage', balance: 2_000_000, companyId: 2 },
  ]);
  await putGame(deps, { rules: 'living', playerCompanyId: 1, brandIds: [mine.id], difficulty });
  const office = createOfficeService({ ...deps, advance: () => createMoveCalendar(deps).forward() });
  const [balance] = (await office.view()).balances;
  await office.advance();
  const [after, rivalAfter] = await deps.repos.Brand.getMany([mine.id, rival.id]);
  return { weekly: balance.weekly!, paid: 2_000_000 - after.balance, rivalPaid: 2_000_000 - rivalAfter.balance, deps };
}

describe("difficulty's money (issue 18)", () => {
  it('Hard charges the player 15% more of the running costs, Easy 15% less, and the office says so beforehand', async () => {
    const [easy, normal, hard] = [await week('EASY'), await week('NORMAL'), await week('HARD')];
    // Office $40,000 + spending 20% of $2,000,000 = $440,000; 15% of it is $66,000.
    expect([easy.weekly.difficulty, normal.weekly.difficulty, hard.weekly.difficulty]).toEqual([-66_000, 0, 66_000]);
    for (const run of [easy, normal, hard]) expect(run.paid).toBeCloseTo(run.weekly.total, 2);
    expect(hard.paid).toBeGreaterThan(normal.paid);
    expect(easy.paid).toBeLessThan(normal.paid);
    // Rivals pay the same whatever the difficulty.
    expect(new Set([easy.rivalPaid, normal.rivalPaid, hard.rivalPaid]).size).toBe(1);
    expect((await hard.deps.repos.Game.get(GAME_ID))!.date).not.toBe('');
  }, 60_000);
});
