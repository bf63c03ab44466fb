import type { TestAppServices } from '../../../../tests/support/app-services';
import type { Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import type { Wrestler } from '../../../domain/entities/wrestler';

// Test helper only (imported by *.test.tsx): a small promotion written through the real services.

export interface TestWorld {
  production: Stored<Production>;
  wrestlers: Record<'rex' | 'ace' | 'dune' | 'vik' | 'mara', Stored<Wrestler>>;
  brandId: number;
  titleId: number;
  factionId: number;
}

export async function seedTestWorld(services: TestAppServices, show: { maxDuration?: number } = {}): Promise<TestWorld> {
  const { repos } = services;
  await services.game.load();
  const brand = await repos.Brand.create({ name: 'Northgate Pro', balance: 1_000_000 });
  const venue = await repos.Venue.create({ name: 'Harbour Hall', city: 'Portsmouth' });
  const person = (name: string, fields: Partial<Wrestler>) =>
    repos.Wrestler.create({ name, brandIds: [brand.id], cost: 1000, morale: 60, popularity: 60, charisma: 60, ...fields });
  const wrestlers = {
    rex: await person('Rex Calloway', { points: 96, alignment: 'GOOD', class: 'GIANT' }),
    ace: await person('Ace Morrow', { points: 88, alignment: 'BAD', class: 'CRUISER' }),
    dune: await person('Dune Patel', { points: 70, alignment: 'GOOD', class: 'FIGHTER' }),
    vik: await person('Vik Stone', { points: 65, alignment: 'BAD', class: 'BRUISER' }),
    mara: await person('Mara Quinn', { points: 75, gender: 'FEMALE', alignment: 'GOOD' }),
  };
  await person('Old Timer', { points: 50, active: false, retired: true });
  // Enough men for "Randomise all" to fill every match of the card without booking anyone twice.
  const extras = ['Cole Hart', 'Jax Rivera', 'Nico Bell', 'Otto Kranz', 'Finn Doyle', 'Gus Mendez', 'Hal Brook', 'Ivo Marsh', 'Kai Lund', 'Lou Ferris', 'Max Orton', 'Ned Pike'];
  for (const name of extras) await person(name, { points: 55 });
  const title = await repos.Championship.create({ name: 'NPW Heavyweight Championship', wrestlerIds: [wrestlers.rex.id], brandIds: [brand.id] });
  const faction = await repos.Faction.create({ name: 'The Harbour Crew', wrestlerIds: [wrestlers.dune.id, wrestlers.vik.id], brandIds: [brand.id] });
  const friction = await repos.Show.create({
    name: 'NPW Friction',
    brandIds: [brand.id],
    dayIndex: 0,
    maxDuration: show.maxDuration ?? 3600,
    income: 900_000,
    avgViewers: 200_000,
    avgAttendance: 2000,
    avgTicketPrice: 80,
    avgMerchPrice: 30,
    defaultAmountSegments: 3,
  });
  const created = await services.production.createProduction({ showId: friction.id, date: '2026-11-22' });
  const production = await repos.Production.update(created.id, { venueId: venue.id });
  return { production, wrestlers, brandId: brand.id, titleId: title.id, factionId: faction.id };
}
