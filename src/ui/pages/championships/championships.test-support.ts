import { GAME_ID } from '../../../domain/entities/game';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';

export const GAME_DATE = '2026-03-11';

/** Real services on fake-indexeddb: two brands, four wrestlers, three titles and their reigns. */
export async function titlesWorld(): Promise<{ services: TestAppServices; ids: Record<string, number> }> {
  const services = createTestAppServices();
  await services.game.load();
  const { repos } = services;
  const [north, south] = await repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
  await repos.Game.update(GAME_ID, { date: GAME_DATE, brandIds: [south.id] });
  const [ada, bo, cy, di] = await repos.Wrestler.bulkCreate([
    { name: 'Ada Lane', gender: 'FEMALE' }, { name: 'Bo Reed' }, { name: 'Cy Moss' }, { name: 'Di Hart' },
  ]);
  const [tag, world, women] = await repos.Championship.bulkCreate([
    { name: 'Tag Titles', rank: 14, brandIds: [south.id], wrestlerIds: [bo.id, cy.id], holders: 2 },
    { name: 'World Title', rank: 10, brandIds: [north.id], wrestlerIds: [di.id] },
    { name: "Women's Title", rank: 12, brandIds: [north.id], gender: 'FEMALE', wrestlerIds: [ada.id] },
  ]);
  await repos.Reign.bulkCreate([
    { championshipId: world.id, wrestlerIds: [bo.id], startDate: '2025-01-01', endDate: '2025-12-01', defenses: 4 },
    { championshipId: world.id, wrestlerIds: [di.id], startDate: '2025-12-01', endDate: null, defenses: 2 },
    { championshipId: tag.id, wrestlerIds: [bo.id, cy.id], startDate: '2026-03-01', endDate: null, defenses: 0 },
    { championshipId: women.id, wrestlerIds: [ada.id], startDate: '2026-03-10', endDate: null, defenses: 1 },
  ]);
  return { services, ids: { north: north.id, south: south.id, tag: tag.id, world: world.id, women: women.id, bo: bo.id } };
}
