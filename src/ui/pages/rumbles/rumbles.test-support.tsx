import { Route, Routes, useLocation } from 'react-router-dom';
import { createTestAppServices, type TestAppServices } from '../../../../tests/support/app-services';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { renderWithApp } from '../../testing/render';
import { RumblesPage } from './RumblesPage';

// Test helper only (imported by *.test.tsx files).

export const GAME_DATE = '2026-03-01';

export interface RumbleWorld {
  services: TestAppServices;
  brandId: number;
  otherBrandId: number;
  titleId: number;
  /** Six men of the brand (Ace holds the title), two women, one retired man, one man of another brand. */
  people: Record<'ace' | 'bo' | 'cy' | 'dex' | 'eli' | 'finn' | 'gwen' | 'hana' | 'old' | 'rival', Stored<Wrestler>>;
}

/** Real services on a fresh fake-indexeddb, with a small promotion written through the repositories. */
export async function seedRumbleWorld(): Promise<RumbleWorld> {
  const services = createTestAppServices({ seed: 7 });
  await services.game.load();
  await services.game.update({ date: GAME_DATE, gender: 'MALE', brandIds: [] });
  const { repos } = services;
  const brand = await repos.Brand.create({ name: 'Northgate Pro' });
  const other = await repos.Brand.create({ name: 'Southside' });
  const man = (name: string, fields: Partial<Wrestler> = {}) => repos.Wrestler.create({ name, gender: 'MALE', brandIds: [brand.id], ...fields });
  const people = {
    ace: await man('Ace Morrow'),
    bo: await man('Bo Keller'),
    cy: await man('Cy Dalton'),
    dex: await man('Dex Rowe'),
    eli: await man('Eli Stone'),
    finn: await man('Finn Doyle'),
    gwen: await man('Gwen Hart', { gender: 'FEMALE' }),
    hana: await man('Hana Ito', { gender: 'FEMALE' }),
    old: await man('Old Timer', { active: false, retired: true }),
    rival: await man('Rico Vance', { brandIds: [other.id] }),
  };
  const title = await repos.Championship.create({ name: 'Northgate Title', gender: 'MALE', brandIds: [brand.id], wrestlerIds: [people.ace.id] });
  await repos.Reign.create({ championshipId: title.id, wrestlerIds: [people.ace.id], startDate: '2025-06-01', defenses: 2 });
  return { services, brandId: brand.id, otherBrandId: other.id, titleId: title.id, people };
}

function Location() {
  return <output aria-label="Current route">{useLocation().pathname}</output>;
}

/** The rumbles screens under their real route, plus the current location. */
export function renderRumbles(services: TestAppServices, path = '/rumbles/start') {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/rumbles/*" element={<RumblesPage />} />
      </Routes>
      <Location />
    </>,
    services,
    path,
  );
}
