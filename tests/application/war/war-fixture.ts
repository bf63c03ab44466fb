import type { UseCaseDeps } from '../../../src/application/deps';
import type { Game } from '../../../src/domain/entities/game';
import { putGame } from '../support';

// Two promotions (company 1 is the player's, brand 1; company 2 a rival, brand 2), a weekly show of
// each on Wednesdays, and a card of each on Wednesday 25 November 2026 when asked.

export const NIGHT = '2026-11-25';
export const SHOW = { player: 1, rival: 2 } as const;

export async function putWarWorld(deps: UseCaseDeps, game: Partial<Game> = {}): Promise<void> {
  const { repos } = deps;
  await putGame(deps, { rules: 'living', playerCompanyId: 1, brandIds: [1], date: '2026-11-23', ...game });
  await repos.Company.bulkCreate([{ name: 'Player Co' }, { name: 'Rival Co' }]);
  await repos.Brand.bulkCreate([{ name: 'Home', companyId: 1 }, { name: 'Away', companyId: 2 }]);
  await repos.Show.bulkCreate([
    { name: 'Home Weekly', brandIds: [1], frequency: 'weekly', dayIndex: 3, type: 'TV', avgViewers: 2_000_000 },
    { name: 'Away Weekly', brandIds: [2], frequency: 'weekly', dayIndex: 3, type: 'TV', avgViewers: 2_000_000 },
  ]);
}

/** A complete card of `showId` on `date`: two segments of two wrestlers of `popularity`, rated `stars`. */
export async function putCard(deps: UseCaseDeps, showId: number, popularity: number, stars: number, date = NIGHT, complete = true): Promise<number> {
  const { repos } = deps;
  const wrestlers = await repos.Wrestler.bulkCreate([0, 1, 2, 3].map((i) => ({ name: `W${showId}-${date}-${i}`, brandIds: [showId], popularity })));
  const appearances = await repos.Appearance.bulkCreate(wrestlers.map((w, i) => ({ wrestlerId: w.id, groupId: i % 2, winner: i % 2 === 0 })));
  const segments = await repos.Segment.bulkCreate([0, 1].map((s) => ({ type: 'SINGLES', rating: stars, complete, appearanceIds: appearances.slice(s * 2, s * 2 + 2).map((a) => a.id) })));
  const production = await repos.Production.create({
    showId, brandIds: [showId], date, complete, viewers: 1_000_000, segmentIds: segments.map((s) => s.id),
    finance: { lines: [{ label: 'Viewers', amount: 1_000_000, reason: 'The show\'s audience.' }] },
  });
  return production.id;
}
