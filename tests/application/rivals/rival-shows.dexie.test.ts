import type { ProductionLifecycleFor } from '../../../src/application/calendar';
import type { BatchSource } from '../../../src/application/ports/batch-source.port';
import type { RivalShowsSummary } from '../../../src/application/rivals/rival-shows';
import { createProductionServices } from '../../../src/application/production';
import { companyOfShow } from '../../../src/domain/entities/promotion';
import { OFFICE_COST } from '../../../src/domain/rules/living/overheads';
import { TABLE_NAMES } from '../../../src/domain/entities/tables';
import { COMPANY } from '../../../src/infrastructure/seed/ids';
import type { TestDeps } from '../support';
import { calendarOf, seedGame, windowOf } from './support';

async function everyRow(deps: TestDeps) {
  return Promise.all(TABLE_NAMES.map((name) => deps.repos[name].all()));
}

describe('a game as AWE moved forward one week', () => {
  it('runs every rival show of the window to a complete production, paid to the rival brands, and leaves the player\'s shows alone', async () => {
    const deps = await seedGame('rivals-week');
    const rivals = await windowOf(deps, 'rivals');
    const mine = await windowOf(deps, 'player');
    expect(rivals.length).toBeGreaterThan(0);
    expect(mine.length).toBeGreaterThan(0);
    const brandsBefore = new Map((await deps.repos.Brand.all()).map((b) => [b.id, b.balance]));
    const game = (await deps.repos.Game.get(1))!;
    const progress: [number, number][] = [];
    let summary: RivalShowsSummary | null = null;

    const moved = await calendarOf(deps).forward({ onRivalProgress: (d, t) => progress.push([d, t]), onRivalShows: (s) => (summary = s) });

    expect(moved.date > game.date).toBe(true);
    expect(summary).toMatchObject({ scheduled: rivals.length, completed: rivals.length, failed: 0 });
    expect(progress[0]).toEqual([0, rivals.length]);
    expect(progress.at(-1)).toEqual([rivals.length, rivals.length]);
    const brands = await deps.repos.Brand.all();
    const productions = await deps.repos.Production.all();
    for (const occurrence of rivals) {
      const production = productions.find((p) => p.showId === occurrence.show.id && p.date.startsWith(occurrence.date))!;
      expect(production.complete).toBe(true);
      expect(production.brandIds).toEqual(occurrence.show.brandIds);
      expect(companyOfShow(occurrence.show, game, brands)).not.toBe(COMPANY.AWE);
      const segments = await deps.repos.Segment.getMany(production.segmentIds);
      expect(segments.length).toBeGreaterThan(0);
      expect(segments.some((s) => s.appearanceIds.length > 0 && s.complete)).toBe(true);
      // Results: every booked wrestler works for the show's brands (the rival's talent only).
      const appearances = await deps.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
      const wrestlers = await deps.repos.Wrestler.getMany(appearances.map((a) => a.wrestlerId));
      expect(appearances.some((a) => a.winner)).toBe(true);
      for (const w of wrestlers) expect(w.brandIds.some((id) => occurrence.show.brandIds.includes(id))).toBe(true);
      expect(production.income).toBeGreaterThan(0);
    }
    // Money on the rival brands: their shows' payouts, then the living week's charges like the
    // player's (at least the office's weekly cost: they started in the black, so no owner support).
    const rivalBrandIds = new Set(rivals.flatMap((o) => o.show.brandIds));
    for (const brand of brands.filter((b) => rivalBrandIds.has(b.id))) {
      const payouts = productions.filter((p) => p.brandIds.includes(brand.id)).reduce((sum, p) => sum + p.payout / p.brandIds.length, 0);
      expect(brandsBefore.get(brand.id)!).toBeGreaterThan(0);
      expect(payouts).not.toBe(0);
      expect(brand.balance).toBeLessThanOrEqual(brandsBefore.get(brand.id)! + payouts - OFFICE_COST + 0.01);
    }
    // The player's own shows were not booked by the rivals' week.
    for (const occurrence of mine) {
      expect(productions.find((p) => p.showId === occurrence.show.id && p.date.startsWith(occurrence.date))).toBeUndefined();
    }
    expect(productions).toHaveLength(rivals.length);
  });

  it('counts a rival show whose completion fails, logs it, and still completes the others and moves the week', async () => {
    const deps = await seedGame('rivals-one-fails');
    const rivals = await windowOf(deps, 'rivals');
    const failing = rivals[0];
    const productions: ProductionLifecycleFor = (storage) => {
      const real = createProductionServices(storage);
      return {
        createProduction: real.createProduction,
        async completeProduction(id) {
          const production = await storage.repos.Production.get(id);
          if (production?.showId === failing.show.id) return { status: 'failed', error: new Error('the arena flooded') };
          return real.completeProduction(id);
        },
      };
    };
    let summary: RivalShowsSummary | null = null;
    const before = (await deps.repos.Game.get(1))!.date;

    const moved = await calendarOf(deps, productions).forward({ onRivalShows: (s) => (summary = s) });

    expect(moved.date > before).toBe(true);
    expect(summary).toMatchObject({ scheduled: rivals.length, completed: rivals.length - 1, failed: 1 });
    expect(summary!.problems!.join(' ')).toContain('the arena flooded');
    expect(deps.logger.warn).toHaveBeenCalled();
    const complete = (await deps.repos.Production.all()).filter((p) => p.complete);
    expect(complete).toHaveLength(rivals.length - 1);
  });

  it('is one batch: when the week fails after the rivals ran their shows, nothing of it is written', async () => {
    const deps = await seedGame('rivals-atomic');
    const before = await everyRow(deps);
    let completions = 0;
    const productions: ProductionLifecycleFor = (storage) => {
      const real = createProductionServices(storage);
      return { createProduction: real.createProduction, completeProduction: (id) => ((completions += 1), real.completeProduction(id)) };
    };
    // Storage breaks when the week is written (after every show was completed in the batch).
    const source = deps.batchSource!;
    const batchSource: BatchSource = {
      async open(preload) {
        const batch = await source.open(preload);
        return { ...batch, commit: () => Promise.reject(new Error('the disk is full')) };
      },
    };

    await expect(calendarOf({ ...deps, batchSource }, productions).forward()).rejects.toThrow('the disk is full');

    expect(completions).toBeGreaterThan(1);
    expect(await everyRow(deps)).toEqual(before);
  });
});

describe('forward without rivals', () => {
  it('runs no show: the player running every promotion moves the date and the living week only', async () => {
    const deps = await seedGame('rivals-none', false);
    const before = (await deps.repos.Game.get(1))!;
    expect(await windowOf(deps, 'rivals')).toEqual([]);
    const onRivalShows = vi.fn();

    const moved = await calendarOf(deps).forward({ onRivalShows });

    expect(moved.date > before.date).toBe(true);
    expect(await deps.repos.Production.count()).toBe(0);
    expect(onRivalShows).not.toHaveBeenCalled();
  });
});
