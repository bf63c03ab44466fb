import type { Repositories } from '../../../src/application/ports/unit-of-work.port';
import type { Appearance } from '../../../src/domain/entities/appearance';
import type { Segment } from '../../../src/domain/entities/segment';

// A small world for career tests (game date 2026-03-11): Ada's matches past, booked and never played.

type SegmentSpec = Partial<Segment> & { cast: Partial<Appearance>[] };

async function segmentWith(repos: Repositories, { cast, ...fields }: SegmentSpec) {
  const appearances = await repos.Appearance.bulkCreate(cast);
  return repos.Segment.create({ ...fields, appearanceIds: appearances.map((a) => a.id) });
}

export async function careerWorld(repos: Repositories) {
  const [north] = await repos.Brand.bulkCreate([{ name: 'North' }]);
  const [ada, bo, cy, di, ref] = await repos.Wrestler.bulkCreate([
    { name: 'Ada', gender: 'FEMALE', brandIds: [north.id], wins: 12, losses: 3, draws: 1, streak: 2, points: 140, class: 'CRUISER', alignment: 'GOOD' },
    { name: 'Bo', brandIds: [north.id] },
    { name: 'Cy', brandIds: [north.id] },
    { name: 'Di', brandIds: [north.id], active: false, retired: true },
    { name: 'Ref Rita', role: 'REFEREE' },
  ]);
  const [world, women, men] = await repos.Championship.bulkCreate([
    { name: 'World Title', gender: 'INTERGENDER', wrestlerIds: [ada.id] },
    { name: "Women's Tag Titles", gender: 'FEMALE', wrestlerIds: [] },
    { name: "Men's Title", gender: 'MALE', wrestlerIds: [bo.id] },
  ]);
  await repos.Reign.bulkCreate([
    { championshipId: women.id, wrestlerIds: [ada.id, cy.id], startDate: '2025-01-01', endDate: '2025-02-01', defenses: 3 },
    { championshipId: world.id, wrestlerIds: [ada.id], startDate: '2026-03-01', endDate: null, defenses: 1 },
    { championshipId: men.id, wrestlerIds: [bo.id], startDate: '2026-01-01', endDate: null, defenses: 0 },
  ]);
  const show = await repos.Show.create({ name: 'Monday Clash' });

  const title = await segmentWith(repos, {
    type: 'SINGLES', complete: true, rating: 3.5, duration: 600, championshipIds: [world.id],
    cast: [{ wrestlerId: ada.id, groupId: 1, winner: true }, { wrestlerId: bo.id, groupId: 2, loser: true }],
  });
  const promo = await segmentWith(repos, { type: 'PROMO', complete: true, duration: 300, cast: [{ wrestlerId: ada.id, groupId: 1 }] });
  const tag = await segmentWith(repos, {
    type: 'TAG_TEAM', complete: true, rating: 2, duration: 900,
    cast: [
      { wrestlerId: ada.id, groupId: 1, loser: true }, { wrestlerId: cy.id, groupId: 1, loser: true },
      { wrestlerId: bo.id, groupId: 2, winner: true }, { wrestlerId: di.id, groupId: 2, winner: true },
    ],
  });
  const booked = await segmentWith(repos, { type: 'SINGLES', cast: [{ wrestlerId: ada.id, groupId: 1 }, { wrestlerId: cy.id, groupId: 2 }] });
  const forgotten = await segmentWith(repos, { type: 'SINGLES', cast: [{ wrestlerId: ada.id, groupId: 1 }, { wrestlerId: bo.id, groupId: 2 }] });
  const [first, second, next, missed] = await repos.Production.bulkCreate([
    { name: 'Monday Clash 2026-03-02', showId: show.id, date: '2026-03-02', segmentIds: [title.id, promo.id], complete: true },
    { name: 'Monday Clash 2026-03-09', showId: show.id, date: '2026-03-09', segmentIds: [tag.id], complete: true },
    { name: 'Monday Clash 2026-03-16', showId: show.id, date: '2026-03-16', segmentIds: [booked.id] },
    { name: 'Monday Clash 2026-02-23', showId: show.id, date: '2026-02-23', segmentIds: [forgotten.id] },
  ]);
  return { north, ada, bo, cy, di, ref, world, women, men, show, segments: { title, promo, tag, booked, forgotten }, productions: { first, second, next, missed } };
}
