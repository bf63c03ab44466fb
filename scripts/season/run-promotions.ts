import type { Repositories } from '../../src/application/ports/unit-of-work.port';
import { GAME_ID } from '../../src/domain/entities/game';
import { brandIdsOfCompany, playerCompanyOf, rivalCompanyIds } from '../../src/domain/entities/promotion';
import type { SeasonRecords } from './season-records';

// Issue 18: the season run's promotions (--company).

/**
 * Issue 18: the player runs `companyId`'s brands. The new game sets it (NewGameOptions.companyId);
 * set here too when it did not (a build whose new game ignores the option), so the run's rivals are
 * the ones asked for. Nothing to do for null or when already set.
 */
export async function playAs(repos: Repositories, companyId: number | null): Promise<void> {
  const game = await repos.Game.get(GAME_ID);
  if (companyId === null || !game || game.playerCompanyId === companyId) return;
  const brandIds = brandIdsOfCompany(companyId, await repos.Brand.all());
  await repos.Game.update(GAME_ID, { playerCompanyId: companyId, brandIds });
}

/** The run's promotions (issue 18): the player's and the rival brands (none without rivals). */
export async function rivalsOf(repos: Repositories): Promise<SeasonRecords['rivals']> {
  const [game, brands] = await Promise.all([repos.Game.get(GAME_ID), repos.Brand.all()]);
  const rivals = new Set(rivalCompanyIds(game!, brands));
  return { companyId: playerCompanyOf(game), brandIds: brands.filter((b) => b.companyId !== null && rivals.has(b.companyId)).map((b) => b.id) };
}
