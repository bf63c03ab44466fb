import type { Wrestler } from '../../../domain/entities/wrestler';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';

/** Real services on fake-indexeddb holding a game of two brands and the given wrestlers. */
export async function servicesWithRoster(
  build: (brands: { north: number; south: number }) => Partial<Wrestler>[],
): Promise<TestAppServices> {
  const services = createTestAppServices();
  await services.game.load();
  const [north, south] = await services.repos.Brand.bulkCreate([{ name: 'North' }, { name: 'South' }]);
  await services.repos.Wrestler.bulkCreate(build({ north: north.id, south: south.id }));
  return services;
}
