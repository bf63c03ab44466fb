import { createShow } from '../../../src/domain/entities/show';
import { createWrestler } from '../../../src/domain/entities/wrestler';
import type { Repositories } from '../../../src/application/ports/unit-of-work.port';

/**
 * Two brands; North has a weekly TV show on Thursdays and a monthly PPV on the fifth Sunday of the
 * month (week 4: the 29th in March 2026); South a weekly show on Fridays. The game date is
 * Wednesday 2026-03-11 (tests/application/support.ts).
 */
export async function rivalryWorld(repos: Repositories) {
  const north = await repos.Brand.create({ name: 'North' });
  const south = await repos.Brand.create({ name: 'South' });
  const wrestler = (name: string, fields = {}) => repos.Wrestler.create(createWrestler({ name, brandIds: [north.id], ...fields }));
  const crane = await wrestler('Crane');
  const vale = await wrestler('Vale');
  const moss = await wrestler('Moss');
  const reed = await wrestler('Reed');
  const pike = await wrestler('Pike', { brandIds: [south.id] });
  const ulla = await wrestler('Ulla', { status: 'UNSIGNED', brandIds: [] });
  const weekly = await repos.Show.create(createShow({ name: 'North Weekly', brandIds: [north.id], dayIndex: 4, type: 'TV', defaultAmountSegments: 3 }));
  const ppv = await repos.Show.create(createShow({ name: 'North Clash', brandIds: [north.id], frequency: 'monthly', dayIndex: 0, weekIndex: 4, type: 'PPV' }));
  const southShow = await repos.Show.create(createShow({ name: 'South Weekly', brandIds: [south.id], dayIndex: 5, type: 'TV' }));
  return { north, south, crane, vale, moss, reed, pike, ulla, weekly, ppv, southShow };
}
